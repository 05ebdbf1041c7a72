import { Component, type ReactNode } from 'react';

/**
 * Around the sign-in screen that app.tsx renders without the router (so without a route error
 * boundary): if it throws, it renders nothing and tells `onError`, and app.tsx hands over to the
 * routes, whose boundary shows the error screen should the routed sign-in throw too. Never a blank page.
 * Not the router's RouteErrorBoundary: that one draws an error element, which would bring the error
 * screen into the sign-in page's first chunk.
 */
export class HandOverOnError extends Component<{ onError(): void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  // React logs the error itself (the root's onCaughtError).
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
