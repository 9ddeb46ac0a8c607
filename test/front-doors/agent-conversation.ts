/**
 * @module test/front-doors/agent-conversation
 * A generated coding-agent conversation (chat messages, as the SWE-agent trajectories are
 * read): a system prompt, a task, then turns of an assistant tool call and its long output —
 * test logs with failures, a traceback, a directory listing, a file view — with a short user
 * nudge now and then. Deterministic for a seed; `observations` writes tool output as user
 * turns (trajectories with no tool role).
 */
import type { ChatMessage } from '../../src/wire/chat.js';

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function testRun(r: () => number, n: number): string {
  const lines = ['============================= test session starts ==============================', `collected ${n} items`, ''];
  const failing = Math.floor(r() * n);
  for (let i = 0; i < n; i++) {
    const name = `tests/test_${['fields', 'schema', 'utils', 'decorators'][i % 4]}.py::test_case_${i}`;
    lines.push(i === failing ? `${name} FAILED` : `${name} PASSED`);
  }
  lines.push('', '_________________________________ test_case_failing _________________________________', 'E       AssertionError: assert 345 == 344', `${1} failed, ${n - 1} passed in ${(r() * 10).toFixed(2)}s`);
  return lines.join('\n');
}

function traceback(r: () => number, _n: number): string {
  const frames = Array.from({ length: 12 }, (_, i) => `  File "/testbed/src/marshmallow/module_${i}.py", line ${Math.floor(r() * 900)}, in handler_${i}\n    return self._call(value)`);
  return ['Traceback (most recent call last):', ...frames, `ValueError: Not a valid datetime: '2024-13-0${Math.floor(r() * 9)}'`, 'WARNING: retrying with strict=False'].join('\n');
}

function listing(r: () => number, n: number): string {
  return Array.from({ length: n / 2 }, (_, i) => `-rw-r--r-- 1 root root ${Math.floor(r() * 90000)} Nov 24 06:44 src/marshmallow/file_${i}.py`).join('\n');
}

function fileView(r: () => number, n: number): string {
  const body = Array.from({ length: n / 2 }, (_, i) => `${i + 1}:    value_${i} = compute(${Math.floor(r() * 1000)})  # keeps the field in range`);
  return ['[File: /testbed/src/marshmallow/fields.py (1519 lines total)]', ...body, '(Open file: /testbed/src/marshmallow/fields.py)', '(Current directory: /testbed)', 'bash-$'].join('\n');
}

export function agentConversation(options: { seed: number; turns: number; observations?: boolean }): ChatMessage[] {
  const r = rng(options.seed);
  const messages: ChatMessage[] = [
    { role: 'system', content: 'SETTING: You are an autonomous programmer working in a shell.\n\nCOMMANDS:\nopen <path>, edit <start>:<end>, pytest, ls\n\nRespond with one command per turn.' },
    { role: 'user', content: 'ISSUE: TimeDelta serialization precision is lost for 345 milliseconds.\n\nINSTRUCTIONS: fix the issue in the repository at /testbed, then run the tests.' },
  ];
  const outputs = [testRun, traceback, listing, fileView, testRun];
  for (let t = 0; t < options.turns; t++) {
    const id = `call_${options.seed}_${t}`;
    const command = ['pytest -q', 'python reproduce.py', 'ls -l src/marshmallow', 'open src/marshmallow/fields.py', 'pytest -q tests/'][t % 5]!;
    const output = outputs[t % outputs.length]!(r, 200 + Math.floor(r() * 100));
    if (options.observations) {
      messages.push({ role: 'assistant', content: `Next I will run \`${command}\` to see what happens.\n\`\`\`\n${command}\n\`\`\`` });
      messages.push({ role: 'user', content: output });
    } else {
      messages.push({ role: 'assistant', content: `Running ${command}.`, tool_calls: [{ id, type: 'function', function: { name: 'bash', arguments: JSON.stringify({ command }) } }] });
      messages.push({ role: 'tool', tool_call_id: id, content: output });
    }
    if (t === 2) messages.push({ role: 'user', content: 'Keep going: which test still fails?' });
  }
  return messages;
}
