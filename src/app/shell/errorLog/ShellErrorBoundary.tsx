import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Error as RaError } from 'react-admin';
import { RECORD_ERRORS, componentOf, recordError } from './errorLog';

interface State {
  error?: Error;
  info?: ErrorInfo;
}

/**
 * The page area's error boundary: a render error shows react-admin's error page (which
 * resets on navigation) and, in production, goes to the error log with its component.
 */
export class ShellErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.setState({ info });
    if (RECORD_ERRORS) recordError(error, componentOf(info.componentStack));
  }

  override render() {
    const { error, info } = this.state;
    if (!error) return this.props.children;
    return <RaError error={error} errorInfo={info} resetErrorBoundary={() => this.setState({ error: undefined, info: undefined })} />;
  }
}
