import { afterEach, describe, expect, it } from 'vitest';
import { presetScenario } from '../scenario/presets';
import { createLedgerClient, WORKER_CRASH_MESSAGE, WORKER_GAVE_UP_MESSAGE, type LedgerClient, type WorkerHandle } from './client';
import { spawnInProcessWorker } from './testing/inProcessWorker';

let client: LedgerClient | undefined;

afterEach(() => client?.dispose());

function nextRestartMessage(target: LedgerClient): Promise<string> {
  return new Promise((resolve) => {
    const stop = target.onRestart((message) => {
      stop();
      resolve(message);
    });
  });
}

/** A worker that never answers, as one stuck in an endless loop would. */
function spawnSilentWorker(): WorkerHandle {
  const { port2 } = new MessageChannel();
  return Object.assign(port2, { terminate: () => port2.close() }) as unknown as WorkerHandle;
}

describe('ledger client', () => {
  it('answers a compute with the sequence number it stamped', async () => {
    client = createLedgerClient({ spawn: () => spawnInProcessWorker() });
    const answer = await client.compute({ scenario: presetScenario('Seed example 1') });
    expect(answer.seq).toBe(1);
    expect(answer.result.snapshot.totalGranted).toBe(150);
  });

  it('marks only the newest request of a kind as latest', async () => {
    client = createLedgerClient({ spawn: () => spawnInProcessWorker() });
    const older = client.compute({ scenario: presetScenario('Seed example 1') });
    const newer = client.compute({ scenario: presetScenario('Seed example 2') });
    const [olderAnswer, newerAnswer] = await Promise.all([older, newer]);
    expect(client.isLatest('compute', olderAnswer.seq)).toBe(false);
    expect(client.isLatest('compute', newerAnswer.seq)).toBe(true);
  });

  it('previews against the ledger of the last compute', async () => {
    client = createLedgerClient({ spawn: () => spawnInProcessWorker() });
    await client.compute({ scenario: presetScenario('Seed example 2') });
    const answer = await client.preview({ amount: 30, timestamp: 2 });
    expect(answer.preview).toEqual({ accepted: false, shortfall: 0, broken: ['c_late'] });
  });

  it('passes a refusal of bad input to the caller without restarting', async () => {
    client = createLedgerClient({ spawn: () => spawnInProcessWorker() });
    const messages: string[] = [];
    client.onRestart((message) => messages.push(message));
    await expect(client.preview({ amount: 0, timestamp: 1 })).rejects.toMatchObject({ name: 'LedgerInputError' });
    expect((await client.preview({ amount: 1, timestamp: 1 })).preview.shortfall).toBe(1);
    expect(messages).toEqual([]);
  });

  it('restarts a crashed worker and reports it', async () => {
    let spawned = 0;
    client = createLedgerClient({
      spawn: () => {
        spawned += 1;
        return spawnInProcessWorker();
      },
    });
    const restarted = nextRestartMessage(client);
    await client.crashForTest();
    expect(await restarted).toBe(WORKER_CRASH_MESSAGE);
    expect(spawned).toBe(2);
    const answer = await client.compute({ scenario: presetScenario('Seed example 2') });
    expect(answer.result.outcomes).toHaveLength(3);
  });

  it('treats a silent worker as crashed after the timeout', async () => {
    client = createLedgerClient({ spawn: spawnSilentWorker, timeoutMs: 50, timeoutPerOperationMs: 0 });
    const restarted = nextRestartMessage(client);
    await expect(client.compute({ scenario: presetScenario('Seed example 1') })).rejects.toThrow('no answer within 50 ms');
    expect(await restarted).toBe(WORKER_CRASH_MESSAGE);
  });

  it('gives up with a different message when the worker keeps failing', async () => {
    client = createLedgerClient({ spawn: spawnSilentWorker, timeoutMs: 10, timeoutPerOperationMs: 0, restartLimit: 1 });
    const messages: string[] = [];
    client.onRestart((message) => messages.push(message));
    await expect(client.compute({ scenario: presetScenario('Empty') })).rejects.toThrow();
    await expect(client.compute({ scenario: presetScenario('Empty') })).rejects.toThrow();
    expect(messages).toEqual([WORKER_CRASH_MESSAGE, WORKER_GAVE_UP_MESSAGE]);
  });

  it('stops spawning workers once it has given up', async () => {
    let spawned = 0;
    const spawn = () => {
      spawned += 1;
      return spawnSilentWorker();
    };
    client = createLedgerClient({ spawn, timeoutMs: 10, timeoutPerOperationMs: 0, restartLimit: 0 });
    await expect(client.compute({ scenario: presetScenario('Empty') })).rejects.toThrow('no answer');
    await expect(client.compute({ scenario: presetScenario('Empty') })).rejects.toThrow('gave up');
    expect(spawned).toBe(1);
  });

  it('starts counting failures afresh after an answer', async () => {
    client = createLedgerClient({ spawn: () => spawnInProcessWorker(), restartLimit: 1 });
    const messages: string[] = [];
    client.onRestart((message) => messages.push(message));
    for (let round = 0; round < 3; round += 1) {
      const restarted = nextRestartMessage(client);
      await client.crashForTest();
      await restarted;
      await client.compute({ scenario: presetScenario('Empty') });
    }
    expect(messages).toEqual([WORKER_CRASH_MESSAGE, WORKER_CRASH_MESSAGE, WORKER_CRASH_MESSAGE]);
  });
});

describe('ledger client patience', () => {
  it('waits longer for a big scenario than for a small one', async () => {
    client = createLedgerClient({ spawn: spawnSilentWorker, timeoutMs: 10, timeoutPerOperationMs: 20 });
    await expect(client.compute({ scenario: presetScenario('Seed example 1') })).rejects.toThrow('no answer within 110 ms');
  });
});
