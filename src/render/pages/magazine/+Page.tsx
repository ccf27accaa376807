import type { ViewModel } from '../../../domain/page/view-model.types';
import { App } from '../../App';

interface Props {
  readonly viewModel: ViewModel;
  readonly year: number;
}

/** Every site page: the server resolves the path to a view model, this renders it. */
export default function Page({ viewModel, year }: Props) {
  return <App viewModel={viewModel} year={year} />;
}
