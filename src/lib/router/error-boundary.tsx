import { Component, useContext, type ReactNode } from 'react';
import { RouteErrorContext } from './context';

interface RouteErrorBoundaryProps {
  /** A new key (the next location) clears a caught error. */
  resetKey: string;
  /** Rendered with the error available to `useRouteError()`; when undefined the error goes up. */
  errorElement: ReactNode | undefined;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  caught: { error: unknown } | null;
  resetKey: string;
}

/**
 * Catches render and lazy-load errors of a route and shows its error element instead (React itself
 * logs what a boundary catches, so nothing is swallowed).
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { caught: null, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    if (this.props.errorElement === undefined) throw caught.error;
    return <RouteErrorContext value={caught}>{this.props.errorElement}</RouteErrorContext>;
  }
}

/** Inside an error element: what the route threw (an HttpError, a RouteError, anything). */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext)?.error;
}
