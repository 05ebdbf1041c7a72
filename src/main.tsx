import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { i18n } from './app/services';

const container = document.getElementById('root');
if (!container) throw new Error('main: #root is missing from index.html');
// index.html shows a static loader until the texts are in; React then renders once, with words.
void i18n.init().finally(() => createRoot(container).render(<App />));
