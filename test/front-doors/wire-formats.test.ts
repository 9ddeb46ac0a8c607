/** The wire-format conformance suite (wire-format.suite.ts) on Anthropic Messages and OpenAI Responses. */
import { ANTHROPIC_MESSAGES } from '../../src/wire/anthropic/index.js';
import type { AnthropicBlock, MessagesRequest } from '../../src/wire/anthropic/types.js';
import { OPENAI_RESPONSES } from '../../src/wire/responses/index.js';
import type { ResponsesItem, ResponsesRequest } from '../../src/wire/responses/types.js';
import { wireFormatSuite } from './wire-format.suite.js';

const SIGNAL_LINES = ['tests/test_net.py::test_bind_port FAILED', 'E       OSError: [Errno 98] Address already in use: port 8443', 'WARNING: falling back to port 8080'];

function log(lines: number): string {
  const out = ['collected 300 items', ''];
  for (let i = 0; i < lines; i++) {
    if (i === 120) out.push(SIGNAL_LINES[0]!);
    else if (i === 121) out.push(SIGNAL_LINES[1]!);
    else if (i === 250) out.push(SIGNAL_LINES[2]!);
    else out.push(`tests/test_module_${Math.floor(i / 20)}.py::test_case_${i} PASSED`);
  }
  return out.join('\n');
}

const DOC = Array.from({ length: 60 }, (_, i) => `Section ${i}: the service listens on its configured port and retries ${i} times before giving up.`).join('\n');
const cacheControl = { type: 'ephemeral', ttl: '5m' };
const image = { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'iVBORw0KGgoAAAANSUhEUg==' } };

const anthropic: MessagesRequest = {
  model: 'claude-opus-test',
  max_tokens: 1024,
  metadata: { user_id: 'user-7' },
  stop_sequences: ['\n\nHuman:'],
  thinking: { type: 'enabled', budget_tokens: 2048 },
  tool_choice: { type: 'auto' },
  tools: [{ name: 'bash', description: 'Run a command', input_schema: { type: 'object', properties: { command: { type: 'string' } } }, cache_control: cacheControl }],
  system: [{ type: 'text', text: 'You are a careful   engineer.\n\n\n\nAnswer briefly.', cache_control: cacheControl }],
  messages: [
    {
      role: 'user',
      content: [
        { type: 'document', source: { type: 'text', media_type: 'text/plain', data: DOC }, title: 'Service manual', context: 'from the wiki' },
        { type: 'document', source: { type: 'text', media_type: 'text/plain', data: DOC }, title: 'Cited copy', citations: { enabled: true } },
        image,
        { type: 'text', text: 'Which port does the service use? Check with the tests.' },
      ],
    },
    {
      role: 'assistant',
      content: [
        { type: 'thinking', thinking: 'Run   the tests.\n\n\n\n', signature: 'EqQBCkgIARABGAIiQL' },
        { type: 'redacted_thinking', data: 'EmwKAhgBEgy3va3pzix' },
        { type: 'text', text: 'Running the network tests.' },
        { type: 'tool_use', id: 'toolu_01', name: 'bash', input: { command: 'pytest -q tests/test_net.py', timeout: 120 } },
      ],
    },
    {
      role: 'user',
      content: [
        { type: 'tool_result', tool_use_id: 'toolu_01', is_error: false, content: [{ type: 'text', text: log(300), cache_control: cacheControl }, image] },
        { type: 'text', text: 'So which port failed to bind?' },
      ],
    },
  ],
};

const blocks = (r: MessagesRequest, i: number) => r.messages[i]!.content as AnthropicBlock[];

wireFormatSuite<MessagesRequest>({
  name: 'Anthropic Messages',
  format: ANTHROPIC_MESSAGES,
  request: anthropic,
  roles: ['system', 'user', 'assistant', 'tool', 'user'],
  untouched: (r) => [
    r.metadata,
    r.thinking,
    (r.system as AnthropicBlock[])[0]!.cache_control,
    blocks(r, 0)[1],
    blocks(r, 0)[2],
    { ...blocks(r, 0)[0], source: { ...(blocks(r, 0)[0]!.source as object), data: '' } },
    blocks(r, 1).slice(0, 2),
    blocks(r, 1)[3],
    { ...blocks(r, 2)[0], content: undefined },
    ((blocks(r, 2)[0]!.content as AnthropicBlock[])[0]!).cache_control,
    (blocks(r, 2)[0]!.content as AnthropicBlock[])[1],
    blocks(r, 2)[1],
  ],
  toolOutput: (r) => String((blocks(r, 2)[0]!.content as AnthropicBlock[])[0]!.text),
  signalLines: SIGNAL_LINES,
  prefix: (r, n) => ({ ...r, messages: r.messages.slice(0, n) }),
  length: (r) => r.messages.length,
});

const responses: ResponsesRequest = {
  model: 'gpt-test',
  instructions: 'You are a careful   engineer.\n\n\n\nAnswer briefly.',
  store: false,
  reasoning: { effort: 'low' },
  include: ['reasoning.encrypted_content'],
  tools: [{ type: 'function', name: 'shell', parameters: { type: 'object', properties: { cmd: { type: 'string' } } } }, { type: 'custom', name: 'apply_patch' }],
  input: [
    { role: 'developer', content: 'Be terse.' },
    {
      role: 'user',
      content: [
        { type: 'input_text', text: DOC },
        { type: 'input_image', image_url: 'data:image/png;base64,iVBORw0KGgo=', detail: 'low' },
        { type: 'input_file', file_id: 'file-abc123' },
        { type: 'input_text', text: 'Which port does the service use? Check with the tests.' },
      ],
    },
    { type: 'reasoning', id: 'rs_01', summary: [], encrypted_content: 'gAAAAABn-encrypted' },
    { type: 'function_call', id: 'fc_01', call_id: 'call_01', name: 'shell', arguments: '{"cmd": "pytest -q tests/test_net.py"}', status: 'completed' },
    { type: 'function_call_output', call_id: 'call_01', output: log(300) },
    { type: 'custom_tool_call', call_id: 'call_02', name: 'apply_patch', input: '*** Begin Patch\n*** Update File: net.py\n-PORT = 8443\n+PORT = 8080\n*** End Patch' },
    { type: 'custom_tool_call_output', call_id: 'call_02', output: [{ type: 'input_text', text: 'Done!' }] },
    { type: 'item_reference', id: 'msg_009' },
    { role: 'user', content: 'So which port failed to bind?' },
  ],
};

const items = (r: ResponsesRequest) => r.input as ResponsesItem[];

wireFormatSuite<ResponsesRequest>({
  name: 'OpenAI Responses',
  format: OPENAI_RESPONSES,
  request: responses,
  roles: ['system', 'developer', 'user', 'assistant', 'tool', 'assistant', 'tool', 'user'],
  untouched: (r) => [
    r.reasoning,
    r.include,
    (items(r)[1]!.content as unknown[]).slice(1, 3),
    items(r)[2],
    items(r)[3],
    { ...items(r)[4], output: undefined },
    items(r)[5],
    items(r)[7],
  ],
  toolOutput: (r) => String(items(r)[4]!.output),
  signalLines: SIGNAL_LINES,
  prefix: (r, n) => ({ ...r, input: items(r).slice(0, n) }),
  length: (r) => items(r).length,
});
