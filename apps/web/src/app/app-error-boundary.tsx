import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './screens/error-screen';

/** A page that throws while rendering shows the error screen instead of a blank window. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
