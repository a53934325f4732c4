import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { isBotCheckError, isConfigError, isPaymentError } from '../errors/errors';
import { emit } from '../events/events';
import { RetryAlert } from './remote/RetryAlert';

/** Shown for an error whose text was not written for visitors. */
export const UNEXPECTED_ERROR_MESSAGE =
  'This part of the page stopped working. Please reload the page and try again.';

/** The visitor-facing text for `error`: our own error classes carry one, anything else does not. */
export function errorMessageFor(error: unknown): string {
  if (
    (isConfigError(error) || isPaymentError(error) || isBotCheckError(error)) &&
    error.message.trim() !== ''
  ) {
    return error.message;
  }
  return UNEXPECTED_ERROR_MESSAGE;
}

interface ElementErrorBoundaryProps {
  /** The element the `cinema-error` event is dispatched from. */
  host: HTMLElement;
  children?: ReactNode;
}

interface ElementErrorBoundaryState {
  message: string | null;
}

/**
 * Catches render errors anywhere below it, shows them inside the element and emits
 * `cinema-error` from the host, so nothing escapes into the host page (DEVELOPERS.md, House style
 * 8).
 */
export class ElementErrorBoundary extends Component<
  ElementErrorBoundaryProps,
  ElementErrorBoundaryState
> {
  override state: ElementErrorBoundaryState = { message: null };

  static getDerivedStateFromError(error: unknown): ElementErrorBoundaryState {
    return { message: errorMessageFor(error) };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    emit(this.props.host, 'cinema-error', { message: errorMessageFor(error) });
  }

  private readonly retry = (): void => {
    this.setState({ message: null });
  };

  override render(): ReactNode {
    const { message } = this.state;
    if (message === null) return this.props.children;
    return (
      <RetryAlert title="Sorry, something went wrong." message={message} onRetry={this.retry} />
    );
  }
}
