// The one script a server-rendered page's HTML names: it loads the app once the page has painted
// (app/ssr/after-first-paint.ts). Kept tiny, it is the only script fetched before that paint.
import { afterFirstPaint, loadPageScripts, readPageScripts } from './app/ssr/after-first-paint';

const scripts = readPageScripts(document);
if (scripts) afterFirstPaint(() => loadPageScripts(scripts, document));
// The page stays readable; only its buttons and search wait for code that cannot be found.
else console.error('This page lists no scripts to load (#arx-scripts).');
