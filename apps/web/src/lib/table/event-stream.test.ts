import { describe, expect, it } from 'vitest';
import type { TableEvent, TableEventView } from '@harbinger/platform';
import { lastEventIdOf, tableEventBytes, tableEventChunk } from './event-stream.server.js';

const view: TableEventView = {
  id: 12,
  kind: 'roll',
  visibility: 'public',
  actorId: null,
  hidden: false,
  payload: { outcome: 2 },
  createdAt: '2030-01-01T00:00:00.000Z',
};

describe('the table stream’s format', () => {
  it('sends each event with its id, the `table` name and the view as one data line', () => {
    expect(tableEventChunk(view)).toBe(`id: 12\nevent: table\ndata: ${JSON.stringify(view)}\n\n`);
  });

  it('encodes an event seen whole once for every stream, and a hidden one for its reader alone', () => {
    const event = { id: 12 } as TableEvent;
    expect(tableEventBytes(view, event)).toBe(tableEventBytes({ ...view }, event));
    const hidden = { ...view, hidden: true, payload: null };
    expect(new TextDecoder().decode(tableEventBytes(hidden, event))).toContain('"payload":null');
  });

  it('reads the last id from Last-Event-ID first, then ?after=, and refuses what is no id', () => {
    const url = (q = '') => new URL(`http://x/contracts/c/table/events${q}`);
    const request = (id?: string) => new Request('http://x/', id ? { headers: { 'last-event-id': id } } : {});
    expect(lastEventIdOf(request('41'), url('?after=7'))).toBe(41);
    expect(lastEventIdOf(request(), url('?after=7'))).toBe(7);
    expect(lastEventIdOf(request(), url())).toBeUndefined();
    expect(lastEventIdOf(request('x1'), url())).toBeNull();
  });
});
