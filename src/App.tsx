/** Page layout only: each feature is its own component, composed here. */
import type { CSSProperties, ReactNode } from 'react';
import { ConsumptionForm } from './panels/ConsumptionForm';
import { DrawExplanation } from './panels/DrawExplanation';
import { ErrorBanner } from './panels/ErrorBanner';
import { EventLog } from './panels/EventLog';
import { PanelBoundary } from './panels/FailureBoundary';
import { GrantForm } from './panels/GrantForm';
import { GrantsTable } from './panels/grants/GrantsTable';
import { LessonSelect } from './panels/LessonSelect';
import { NewConsumptionHandle } from './panels/NewConsumptionHandle';
import { PolicyControl } from './panels/PolicyControl';
import { PresentationToggle } from './panels/PresentationToggle';
import { usePresentationZoom } from './panels/presentationZoom';
import { ScenarioSelect } from './panels/ScenarioSelect';
import { ShareAlert, ShareNotice } from './panels/ShareAlert';
import { ShareToolbar } from './panels/ShareToolbar';
import { SummaryStrip } from './panels/SummaryStrip';
import { TeachingPanel } from './panels/TeachingPanel';
import { useLabStore } from './store';
import { TimelineSlot } from './TimelineSlot';
import { statusCssVariables } from './theme';
import './styles/app.css';

/** Until the worker's answer is for the scenario on screen. */
function useAnswerPending(): boolean {
  return useLabStore((state) => state.computing || state.derivedScenario !== state.scenario);
}

/**
 * Busy until the worker's answer is for the scenario on screen: assistive technology (and
 * the end-to-end specs) learn from it when the outcomes shown are current. Its children
 * are elements made by App, so a change of `busy` re-renders this element only.
 */
function MainColumn({ children }: { children: ReactNode }) {
  return <main className="main-column" aria-busy={useAnswerPending()}>{children}</main>;
}

/**
 * Below both columns, the full width of the page: the grants table's paid-for lists wrapped
 * to three lines a row in the main column at 1024 px. Busy like the main column.
 */
function FullWidthRow({ children }: { children: ReactNode }) {
  return <div className="full-width-row" aria-busy={useAnswerPending()}>{children}</div>;
}

export function App() {
  // The presentation layout is CSS over the same panels, so nothing is unmounted or lost.
  const presenting = useLabStore((state) => state.presenting);
  const zoom = usePresentationZoom(presenting);
  return (
    <div className={presenting ? 'app is-presenting' : 'app'} style={{ ...statusCssVariables, '--presentation-zoom': zoom } as CSSProperties}>
      <header className="app-header">
        <h1>EDF Ledger Lab</h1>
        <div className="header-controls">
          <ScenarioSelect />
          <LessonSelect />
          <PolicyControl />
          <PresentationToggle />
        </div>
        <div className="header-toolbar"><ShareToolbar /></div>
      </header>
      <ErrorBanner />
      <ShareAlert />
      <ShareNotice />
      <div className="app-body">
        {/* Each panel fails alone (FailureBoundary.tsx): the others keep working, so undo is at hand. */}
        <aside className="side-column">
          <PanelBoundary name="The Grant form">
            <GrantForm />
          </PanelBoundary>
          <PanelBoundary name="The Consumption form">
            <ConsumptionForm>
              <NewConsumptionHandle />
            </ConsumptionForm>
          </PanelBoundary>
          <PanelBoundary name="The event log">
            <EventLog />
          </PanelBoundary>
        </aside>
        <MainColumn>
          <PanelBoundary name="The summary">
            <SummaryStrip />
          </PanelBoundary>
          <PanelBoundary name="The timeline">
            <TimelineSlot />
          </PanelBoundary>
          <PanelBoundary name="Playback">
            <TeachingPanel />
          </PanelBoundary>
          <PanelBoundary name="The explanation">
            <DrawExplanation />
          </PanelBoundary>
        </MainColumn>
        <FullWidthRow>
          <PanelBoundary name="The grants table">
            <GrantsTable />
          </PanelBoundary>
        </FullWidthRow>
      </div>
    </div>
  );
}
