/**
 * @module test/support/fake-front-doors
 * The fake upstream's Anthropic Messages and OpenAI Responses endpoints (test/support/fake-upstream.ts
 * mounts them), speaking the real wire formats: Anthropic's message objects, its SSE stream
 * (`message_start`, `content_block_*`, `ping`, `message_delta`, `message_stop`, no `[DONE]`),
 * its error shape and `count_tokens`; the Responses API's response objects and typed stream
 * events with sequence numbers, and OpenAI's error shape. Both emulate their vendor's prompt
 * cache, so a test sees what a changed prefix costs: Anthropic's is written at `cache_control`
 * breakpoints and read by the longest earlier breakpoint prefix; OpenAI's is automatic (the
 * longest prefix seen before). Tokens are ~4 characters of the request JSON.
 * The model name selects a behaviour, as on the chat endpoint:
 *   any name            → a text reply echoing the last user text
 *   fake-tools          → a tool call (tool_use / function_call)
 *   fake-thinking       → Anthropic: a thinking block before the text
 *   fake-error-<status> → that status in the vendor's error shape (429 adds Retry-After)
 *   fake-error-event    → a stream that fails with an error event after its first event
 *   fake-error-first    → a stream whose first event is an error
 *   fake-cut            → a stream that drops the connection after a few events
 *   fake-stall          → accepts and never answers
 *   fake-drip           → a stream that sends a one-word text delta every 20 ms until the client goes
 */
import { createHash, type Hash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

type Json = Record<string, unknown>;

const REPLY_MODEL = 'fake-model-2025-01-01';
const tokensOf = (text: string): number => Math.max(1, Math.ceil(text.length / 4));

/** A vendor prompt cache over a request's units (blocks or items), each counted in tokens. */
class PrefixCache {
  readonly #written = new Set<string>();

  /** `writeAt`: unit counts after which the prefix is written (Anthropic: breakpoints; OpenAI: every one). */
  use(units: string[], writeAt: number[]): { read: number; write: number; total: number } {
    const hashes: string[] = [];
    const sizes: number[] = [0];
    const hash: Hash = createHash('sha256');
    for (const unit of units) {
      hash.update(unit).update('\u0000');
      hashes.push(hash.copy().digest('hex'));
      sizes.push(sizes[sizes.length - 1]! + tokensOf(unit));
    }
    const last = Math.max(0, ...writeAt);
    let readAt = 0;
    for (let n = last; n > 0; n--) {
      if (this.#written.has(hashes[n - 1]!)) {
        readAt = n;
        break;
      }
    }
    for (const n of writeAt) if (n > 0) this.#written.add(hashes[n - 1]!);
    return { read: sizes[readAt]!, write: sizes[last]! - sizes[readAt]!, total: sizes[units.length]! };
  }
}

function withoutCacheControl(block: unknown): string {
  if (typeof block !== 'object' || block === null) return JSON.stringify(block);
  const { cache_control: _ignored, ...rest } = block as Json;
  return JSON.stringify(rest);
}

/** Anthropic's cache order: tools, system, messages; a block with `cache_control` is a breakpoint. */
function anthropicUnits(body: Json): { units: string[]; breakpoints: number[] } {
  const units: string[] = [];
  const breakpoints: number[] = [];
  const add = (block: unknown) => {
    units.push(withoutCacheControl(block));
    if (typeof block === 'object' && block !== null && (block as Json).cache_control) breakpoints.push(units.length);
  };
  for (const tool of (body.tools as unknown[] | undefined) ?? []) add(tool);
  const system = body.system;
  if (typeof system === 'string') add({ type: 'text', text: system });
  else if (Array.isArray(system)) system.forEach(add);
  for (const m of (body.messages as Json[] | undefined) ?? []) {
    if (typeof m.content === 'string') add({ role: m.role, text: m.content });
    else for (const block of (m.content as unknown[]) ?? []) add(block);
  }
  return { units, breakpoints };
}

function responsesUnits(body: Json): string[] {
  const units = ((body.tools as unknown[] | undefined) ?? []).map((t) => JSON.stringify(t));
  if (typeof body.instructions === 'string') units.push(body.instructions);
  if (typeof body.input === 'string') units.push(body.input);
  else for (const item of (body.input as unknown[] | undefined) ?? []) units.push(JSON.stringify(item));
  return units;
}

function lastUserText(messages: Json[]): string {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.role !== 'user') continue;
    if (typeof m.content === 'string') return m.content;
    const texts = ((m.content as Json[] | undefined) ?? []).filter((p) => typeof p.text === 'string').map((p) => p.text as string);
    if (texts.length > 0) return texts.join(' ');
  }
  return '';
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Writes SSE events; `cutAfter` drops the connection after that many. */
async function writeEvents(res: ServerResponse, events: Array<[string, Json]>, cutAfter?: number): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const [i, [name, data]] of events.entries()) {
    if (i === cutAfter) {
      await pause(30);
      res.socket?.destroy();
      return;
    }
    res.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  }
  res.end();
}

/** Writes the opening events, then `delta(i)` every 20 ms until the client goes (a never-ending generation). */
async function drip(res: ServerResponse, opening: Array<[string, Json]>, delta: (i: number) => [string, Json]): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const [name, data] of opening) res.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  for (let i = 0; !res.destroyed; i++) {
    const [name, data] = delta(i);
    res.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
    await pause(20);
  }
}

// ---- Anthropic Messages ----

function anthropicError(status: number): Json {
  const type = status === 429 ? 'rate_limit_error' : status === 529 ? 'overloaded_error' : status >= 500 ? 'api_error' : 'invalid_request_error';
  return { type: 'error', error: { type, message: `fake upstream failure ${status}` } };
}

function anthropicContent(model: string, body: Json): Json[] {
  const echo = { type: 'text', text: `echo: ${lastUserText((body.messages as Json[]) ?? []).slice(0, 60)}` };
  if (model === 'fake-tools') return [{ type: 'text', text: "I'll look that up." }, { type: 'tool_use', id: 'toolu_fake01', name: 'get_weather', input: { city: 'Paris' } }];
  if (model === 'fake-thinking') return [{ type: 'thinking', thinking: 'The user wants an echo.', signature: 'sig-fake-0123' }, echo];
  return [echo];
}

function anthropicMessage(body: Json, cache: PrefixCache): Json {
  const model = String(body.model);
  const content = anthropicContent(model, body);
  const { units, breakpoints } = anthropicUnits(body);
  const { read, write, total } = cache.use(units, breakpoints);
  return {
    id: 'msg_fake0123',
    type: 'message',
    role: 'assistant',
    model: REPLY_MODEL,
    content,
    stop_reason: model === 'fake-tools' ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: total - read - write, cache_creation_input_tokens: write, cache_read_input_tokens: read, output_tokens: 9 },
  };
}

function blockEvents(block: Json, index: number): Array<[string, Json]> {
  if (block.type === 'tool_use') {
    const json = JSON.stringify(block.input);
    return [
      ['content_block_start', { type: 'content_block_start', index, content_block: { ...block, input: {} } }],
      ['content_block_delta', { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: json.slice(0, 5) } }],
      ['content_block_delta', { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: json.slice(5) } }],
      ['content_block_stop', { type: 'content_block_stop', index }],
    ];
  }
  if (block.type === 'thinking') {
    return [
      ['content_block_start', { type: 'content_block_start', index, content_block: { type: 'thinking', thinking: '', signature: '' } }],
      ['content_block_delta', { type: 'content_block_delta', index, delta: { type: 'thinking_delta', thinking: block.thinking } }],
      ['content_block_delta', { type: 'content_block_delta', index, delta: { type: 'signature_delta', signature: block.signature } }],
      ['content_block_stop', { type: 'content_block_stop', index }],
    ];
  }
  const words = String(block.text).split(/(?<= )/);
  return [
    ['content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '' } }],
    ...words.map((w): [string, Json] => ['content_block_delta', { type: 'content_block_delta', index, delta: { type: 'text_delta', text: w } }]),
    ['content_block_stop', { type: 'content_block_stop', index }],
  ];
}

function anthropicEvents(message: Json): Array<[string, Json]> {
  const usage = message.usage as Json;
  const start = { ...message, content: [], stop_reason: null, usage: { ...usage, output_tokens: 1 } };
  return [
    ['message_start', { type: 'message_start', message: start }],
    ['ping', { type: 'ping' }],
    ...(message.content as Json[]).flatMap((block, i) => blockEvents(block, i)),
    ['message_delta', { type: 'message_delta', delta: { stop_reason: message.stop_reason, stop_sequence: null }, usage: { output_tokens: usage.output_tokens } }],
    ['message_stop', { type: 'message_stop' }],
  ];
}

async function handleMessages(body: Json, res: ServerResponse, cache: PrefixCache): Promise<void> {
  const model = String(body.model);
  const status = /^fake-error-(\d{3})$/.exec(model)?.[1];
  if (status) return sendJson(res, Number(status), anthropicError(Number(status)), status === '429' ? { 'retry-after': '7' } : {});
  const message = anthropicMessage(body, cache);
  if (body.stream !== true) return sendJson(res, 200, message);
  const events = anthropicEvents(message);
  if (model === 'fake-drip') {
    return drip(res, [events[0]!, ['content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }]], () => [
      'content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'word ' } },
    ]);
  }
  const overloaded: [string, Json] = ['error', { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }];
  if (model === 'fake-error-first') return writeEvents(res, [overloaded]);
  if (model === 'fake-error-event') return writeEvents(res, [events[0]!, events[1]!, overloaded]);
  return writeEvents(res, events, model === 'fake-cut' ? 3 : undefined);
}

// ---- OpenAI Responses ----

function responsesInputText(body: Json): string {
  if (typeof body.input === 'string') return body.input;
  const items = ((body.input as Json[] | undefined) ?? []).filter((i) => (i.type ?? 'message') === 'message');
  return lastUserText(items);
}

function responseObject(body: Json, cache: PrefixCache): Json {
  const model = String(body.model);
  const units = responsesUnits(body);
  const { read, total } = cache.use(units, units.map((_, i) => i + 1));
  const output: Json[] =
    model === 'fake-tools'
      ? [{ type: 'function_call', id: 'fc_fake01', call_id: 'call_fake01', name: 'get_weather', arguments: '{"city":"Paris"}', status: 'completed' }]
      : [{ type: 'message', id: 'msg_fake01', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: `echo: ${responsesInputText(body).slice(0, 60)}`, annotations: [], logprobs: [] }] }];
  return {
    id: 'resp_fake0123',
    object: 'response',
    created_at: 1_700_000_000,
    status: 'completed',
    error: null,
    incomplete_details: null,
    instructions: body.instructions ?? null,
    max_output_tokens: null,
    model: REPLY_MODEL,
    output,
    parallel_tool_calls: true,
    previous_response_id: body.previous_response_id ?? null,
    reasoning: { effort: null, summary: null },
    store: true,
    temperature: 1,
    text: { format: { type: 'text' } },
    tool_choice: 'auto',
    tools: body.tools ?? [],
    top_p: 1,
    truncation: 'disabled',
    usage: { input_tokens: total, input_tokens_details: { cached_tokens: read, cache_write_tokens: 0 }, output_tokens: 9, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: total + 9 },
    metadata: {},
  };
}

function outputEvents(item: Json): Json[] {
  if (item.type === 'function_call') {
    const args = String(item.arguments);
    return [
      { type: 'response.output_item.added', output_index: 0, item: { ...item, arguments: '', status: 'in_progress' } },
      { type: 'response.function_call_arguments.delta', item_id: item.id, output_index: 0, delta: args.slice(0, 5) },
      { type: 'response.function_call_arguments.delta', item_id: item.id, output_index: 0, delta: args.slice(5) },
      { type: 'response.function_call_arguments.done', item_id: item.id, output_index: 0, name: item.name, arguments: args },
      { type: 'response.output_item.done', output_index: 0, item },
    ];
  }
  const part = (item.content as Json[])[0]!;
  const text = String(part.text);
  const at = { item_id: item.id, output_index: 0, content_index: 0 };
  return [
    { type: 'response.output_item.added', output_index: 0, item: { ...item, status: 'in_progress', content: [] } },
    { type: 'response.content_part.added', ...at, part: { type: 'output_text', text: '', annotations: [], logprobs: [] } },
    ...text.split(/(?<= )/).map((delta) => ({ type: 'response.output_text.delta', ...at, delta, logprobs: [] })),
    { type: 'response.output_text.done', ...at, text, logprobs: [] },
    { type: 'response.content_part.done', ...at, part },
    { type: 'response.output_item.done', output_index: 0, item },
  ];
}

async function handleResponses(body: Json, res: ServerResponse, cache: PrefixCache): Promise<void> {
  const model = String(body.model);
  const status = /^fake-error-(\d{3})$/.exec(model)?.[1];
  if (status) {
    const error = { error: { message: `fake upstream failure ${status}`, type: status === '429' ? 'rate_limit_error' : 'server_error', param: null, code: 'fake_code' } };
    return sendJson(res, Number(status), error, status === '429' ? { 'retry-after': '7' } : {});
  }
  const done = responseObject(body, cache);
  if (body.stream !== true) return sendJson(res, 200, done);
  const { usage: _final, ...pending }: Json = { ...done, status: 'in_progress', output: [] };
  if (model === 'fake-drip') {
    return drip(res, [['response.created', { type: 'response.created', response: pending, sequence_number: 0 }]], (i) => [
      'response.output_text.delta', { type: 'response.output_text.delta', item_id: 'msg_fake', output_index: 0, content_index: 0, delta: 'word ', sequence_number: i + 1 },
    ]);
  }
  const error = { type: 'error', code: 'server_error', message: 'The server had an error.', param: null };
  const events: Json[] =
    model === 'fake-error-first'
      ? [error]
      : [
          { type: 'response.created', response: pending },
          ...(model === 'fake-error-event' ? [error] : [{ type: 'response.in_progress', response: pending }, ...outputEvents((done.output as Json[])[0]!), { type: 'response.completed', response: done }]),
        ];
  const numbered = events.map((e, i): [string, Json] => [String(e.type), { ...e, sequence_number: i }]);
  return writeEvents(res, numbered, model === 'fake-cut' ? 3 : undefined);
}

export interface FrontDoorFake {
  /** Answers `/messages`, `/messages/count_tokens` and `/responses`; false for any other request. */
  handle(req: IncomingMessage, res: ServerResponse, body: Json | undefined): Promise<boolean>;
}

export function createFrontDoorFake(): FrontDoorFake {
  const anthropicCache = new PrefixCache();
  const openAiCache = new PrefixCache();
  return {
    async handle(req, res, body) {
      const path = req.url?.split('?')[0] ?? '';
      if (req.method !== 'POST' || !body) return false;
      if (body.model === 'fake-stall' && (path.endsWith('/messages') || path.endsWith('/responses'))) return true;
      if (path.endsWith('/messages/count_tokens')) {
        sendJson(res, 200, { input_tokens: anthropicUnits(body).units.reduce((n, u) => n + tokensOf(u), 0) });
      } else if (path.endsWith('/messages')) await handleMessages(body, res, anthropicCache);
      else if (path.endsWith('/responses')) await handleResponses(body, res, openAiCache);
      else return false;
      return true;
    },
  };
}
