import type { TableEventView } from '@harbinger/platform';
import { describe, expect, it } from 'vitest';
import { openTableStream, type EventSourceLike } from './table-stream.js';

/** A stand-in EventSource the test drives by hand. */
class FakeSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data = '') {
    for (const listener of this.listeners.get(type) ?? []) listener({ data } as MessageEvent<string>);
  }
  send(id: number) {
    const view: TableEventView = {
      id,
      kind: 'roll',
      visibility: 'public',
      actorId: null,
      hidden: false,
      payload: { outcome: 1 },
      createdAt: '2030-01-01T00:00:00.000Z',
    };
    this.emit('table', JSON.stringify(view));
  }
}

function harness(after?: number) {
  const sources: FakeSource[] = [];
  const seen: number[] = [];
  const statuses: string[] = [];
  let wake = () => {};
  let drop = () => {};
  const stream = openTableStream({
    contractId: 'c-1',
    ...(after === undefined ? {} : { after }),
    onEvent: (view) => seen.push(view.id),
    onStatus: (s) => statuses.push(s),
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    wake: (reopen, lost) => {
      wake = reopen;
      drop = lost;
      return () => (wake = () => {});
    },
  });
  return { stream, sources, seen, statuses, wake: () => wake(), drop: () => drop() };
}

describe('openTableStream', () => {
  it('hands each event to the page once, in order, and says when it is live', () => {
    const h = harness(4);
    expect(h.sources[0]!.url).toBe('/contracts/c-1/table/events?after=4');
    h.sources[0]!.emit('open');
    for (const id of [3, 5, 5, 6]) h.sources[0]!.send(id);
    expect(h.seen).toEqual([5, 6]);
    expect(h.stream.lastId()).toBe(6);
    expect(h.statuses).toEqual(['connecting', 'live']);
  });

  it('leaves reconnecting to the browser while it tries, and reopens after what it had once it gave up', () => {
    const h = harness();
    expect(h.sources[0]!.url).toBe('/contracts/c-1/table/events');
    h.sources[0]!.send(9);
    h.sources[0]!.emit('error'); // still CONNECTING: the browser retries on its own with Last-Event-ID
    h.wake();
    expect(h.sources).toHaveLength(1);
    h.sources[0]!.close(); // the browser gave up (a refusal, or a phone asleep too long)
    h.sources[0]!.emit('error');
    expect(h.statuses.at(-1)).toBe('closed');
    h.wake(); // the page is visible again
    expect(h.sources).toHaveLength(2);
    expect(h.sources[1]!.url).toBe('/contracts/c-1/table/events?after=9');
  });

  it('lets a connection go when the network does, and replays from the last id when it returns', () => {
    const h = harness(2);
    h.sources[0]!.emit('open');
    h.sources[0]!.send(3);
    h.drop();
    expect(h.sources[0]!.closed).toBe(true);
    expect(h.statuses.at(-1)).toBe('closed');
    h.wake();
    expect(h.sources[1]!.url).toBe('/contracts/c-1/table/events?after=3');
  });

  it('stays closed once the page closes it', () => {
    const h = harness(1);
    h.stream.close();
    expect(h.sources[0]!.closed).toBe(true);
    h.wake();
    expect(h.sources).toHaveLength(1);
  });
});
