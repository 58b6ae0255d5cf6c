/**
 * A worker double for tests: the real ledger service and engine behind a real Comlink
 * connection over a MessageChannel, without a Worker thread, beating like the real
 * worker. It replaces only the thread boundary, so everything a test sees is still
 * computed by the real engine. `crash()` fails it as a fatal bug in the worker would;
 * `hang()` silences it as an endless loop would.
 */
import * as Comlink from 'comlink';
import type { WorkerHandle } from '../client';
import type { EngineFactory } from '../../scenario/replay';
import { createCreditLedger } from '../engineFactory';
import { startHeartbeat } from '../heartbeat';
import { createLedgerService } from '../ledgerService';
import { createMessagePause, createWorkerApi } from '../workerApi';

export type InProcessWorker = WorkerHandle & { crash(): void; hang(): void };

export function spawnInProcessWorker(createEngine: EngineFactory = createCreditLedger): InProcessWorker {
  const { port1, port2 } = new MessageChannel();
  const heartbeat = startHeartbeat((message) => port1.postMessage(message));
  const service = createLedgerService(createEngine, heartbeat.progress);
  const pauses = createMessagePause();
  Comlink.expose(createWorkerApi(service, pauses.pause), port1);
  const terminate = () => {
    heartbeat.stop();
    pauses.close();
    port1.close();
    port2.close();
  };
  return Object.assign(port2, {
    terminate,
    crash() {
      heartbeat.stop();
      port2.dispatchEvent(new Event('error'));
    },
    hang() {
      heartbeat.stop();
      port1.close();
    },
  }) as unknown as InProcessWorker;
}
