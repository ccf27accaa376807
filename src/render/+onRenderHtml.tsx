import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';

export default function onRenderHtml(pageContext: PageContextServer) {
  const Page = pageContext.Page as () => React.ReactElement;
  const html = renderToString(<Page />);
  return escapeInject`<!doctype html><html lang="da"><head><meta charset="utf-8"><title>x</title>
</head><body>${dangerouslySkipEscape(html)}
</body></html>`;
}
