import { Component, type ReactNode } from 'react';

type Props = { children: ReactNode; fallback?: () => ReactNode };

/**
 * A part the page can do without (a toast, a map): if its lazy chunk fails to load (no signal, a
 * chunk not cached yet) or it throws while drawing, `fallback` shows in its place (nothing by
 * default), never the route's error page over what the traveller was doing.
 */
export class OptionalPart extends Component<Props, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback?.() ?? null;
  }
}
