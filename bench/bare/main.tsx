// The baseline of the login benchmark: a bare React 19 page that renders the same sign-in form as
// the back office (same markup and stylesheet), with no router, i18n, auth or cache.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <main className="auth-layout">
      <div className="card auth-card">
        <h1>Welcome back</h1>
        <p>Sign in to continue to Diving</p>
        <form onSubmit={(e) => e.preventDefault()}>
          <label htmlFor="email">E-mail</label>
          <input id="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <label htmlFor="password">Password</label>
          <input id="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <button type="submit" data-bench-ready="">Sign in</button>
        </form>
      </div>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<LoginForm />);
