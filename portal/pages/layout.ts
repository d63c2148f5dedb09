// The frame of every page: viewport meta for phones, one stylesheet, no script, a skip link, landmarks.
import { html, type Html } from './html.js';

export interface PageOptions {
  title: string;
  body: Html;
  /** Shown in the header when someone is signed in to the portal. */
  signedInAs?: string[];
  description?: string;
  canonical?: string;
}

export function layout(o: PageOptions): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title} · Switchboard</title>
${o.description ? html`<meta name="description" content="${o.description}">` : ''}
${o.canonical ? html`<link rel="canonical" href="${o.canonical}">` : ''}
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/static/style.css">
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="site-header">
<div class="wrap">
<a class="brand" href="/">Switchboard</a>
<nav class="site-nav" aria-label="Main">
<ul>
<li><a href="/">Search</a></li>
<li><a href="/about/checks">How we check</a></li>
<li><a href="/about/ranking">How we rank</a></li>
<li><a href="/portal">${o.signedInAs?.length ? 'Owner portal' : 'For owners'}</a></li>
</ul>
</nav>
</div>
</header>
<main id="main" class="wrap">
${o.body}
</main>
<footer class="site-footer">
<div class="wrap">
<p>Switchboard checks every listed remote MCP server once a day without calling its tools. Registry data comes from the Official MCP Registry (CC0); Switchboard is not affiliated with it. Descriptions and tool texts are published by each server and not verified by us.</p>
</div>
</footer>
</body>
</html>
`;
}

export function errorPage(status: number, message: string): Html {
  const heading =
    status === 404
      ? 'Not found'
      : status === 403
        ? 'Not allowed'
        : status === 429
          ? 'Too many requests'
          : status >= 500
            ? 'Something went wrong'
            : 'That did not work';
  return layout({
    title: heading,
    body: html`<h1>${heading}</h1>
<div class="notice error" role="alert"><p>${message}</p></div>
<p><a href="/">Back to search</a> · <a href="/portal">Owner portal</a></p>`,
  });
}
