import type { AccountScreen } from '../../domain/page/view-model.types';
import { useRenderEnv } from '../env/RenderEnv';

interface Props {
  readonly screen: AccountScreen;
}

/** The account screens: a heading and a short explanation each (the forms come later). */
export function AccountView({ screen }: Props) {
  const { t } = useRenderEnv();
  return (
    <div className={`account account--${screen} container`}>
      <div className="account__panel">
        <h1 className="account__title">{t(`account.${screen}.title`)}</h1>
        <p className="account__text">{t(`account.${screen}.text`)}</p>
      </div>
    </div>
  );
}
