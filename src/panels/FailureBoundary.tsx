/**
 * Keeps a failure to draw one part of the page inside that part. Without a boundary React
 * unmounts the whole tree on an error thrown while rendering, so one bad label left a blank
 * page; and since the scenario is autosaved and reopened, every reload was blank too.
 *
 * A failed panel says what failed and tries again by itself with the next change of the
 * scenario or of the worker's answer (undo, an edit, another scenario), since the data it
 * could not draw is what changes. The whole page has one boundary of its own, for what no
 * panel's catches (the header), which can open an empty scenario beside the saved one.
 */
import { Component, type ReactNode } from 'react';
import { useLabStore } from '../store';

interface BoundaryProps {
  /** What failed, as the start of a sentence: "The timeline". */
  name: string;
  /** Any change here after a failure draws the children again. */
  resetKeys: readonly unknown[];
  children: ReactNode;
  fallback: (failure: { name: string; message: string; retry: () => void }) => ReactNode;
}

interface BoundaryState {
  error: Error | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidUpdate(previous: BoundaryProps): void {
    const changed = previous.resetKeys.some((key, index) => key !== this.props.resetKeys[index]);
    if (this.state.error !== null && changed) this.setState({ error: null });
  }

  render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return this.props.fallback({ name: this.props.name, message: error.message, retry: () => this.setState({ error: null }) });
  }
}

function useResetKeys(): readonly unknown[] {
  const scenario = useLabStore((state) => state.scenario);
  const derived = useLabStore((state) => state.derived);
  return [scenario, derived];
}

/** One panel of the page; when it cannot be drawn, the rest of the page still works. */
export function PanelBoundary({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Boundary name={name} resetKeys={useResetKeys()} fallback={PanelFailure}>
      {children}
    </Boundary>
  );
}

function PanelFailure({ name, message, retry }: { name: string; message: string; retry: () => void }) {
  return (
    <section className="panel panel-failed" role="alert">
      <h2>{name} could not be drawn</h2>
      <p className="panel-failed-message">{message}</p>
      <p>Your scenario is unchanged and saved. Undo the last change or pick another scenario: this panel tries again with every change.</p>
      <button type="button" onClick={retry}>
        Try again
      </button>
    </section>
  );
}

/** The whole page: what the panels' boundaries do not catch. */
export function PageBoundary({ children }: { children: ReactNode }) {
  return (
    <Boundary name="The page" resetKeys={useResetKeys()} fallback={PageFailure}>
      {children}
    </Boundary>
  );
}

function PageFailure({ message, retry }: { name: string; message: string; retry: () => void }) {
  function openEmpty(): void {
    // A new document: the one that failed stays under Recent, to export or open later.
    useLabStore.getState().loadPreset('Empty');
    retry();
  }
  return (
    <main className="page-failed" role="alert">
      <h1>EDF Ledger Lab could not draw this scenario</h1>
      <p className="panel-failed-message">{message}</p>
      <p>Your scenario is saved in this browser. Open an empty scenario to keep working; the one that failed stays under Recent.</p>
      <button type="button" onClick={openEmpty}>
        Open an empty scenario
      </button>
    </main>
  );
}
