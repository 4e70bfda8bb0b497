// A screen that throws while rendering shows the plain error screen instead of a blank page (the
// declarative router has no errorElement).
import { Component, type ReactNode } from 'react';
import { RouterErrorScreen } from './router-error-screen.tsx';

export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouterErrorScreen /> : this.props.children;
  }
}
