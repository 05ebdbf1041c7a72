import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('main: #root is missing from index.html');
createRoot(container).render(<App />);
