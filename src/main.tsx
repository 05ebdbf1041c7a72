import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startServices } from './app/services';

const container = document.getElementById('root');
if (!container) throw new Error('main: #root is missing from index.html');
// index.html shows a static loader until the texts are in; React then renders once, with words.
// The first render is synchronous: left to the scheduler it waited a task, behind the loader's
// animation frames (measured: the sign-in form painted ~50–90 ms sooner at 4x CPU).
void startServices().then(() => {
  const root = createRoot(container);
  flushSync(() => root.render(<App />));
});
