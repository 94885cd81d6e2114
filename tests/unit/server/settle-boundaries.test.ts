import { Writable } from 'node:stream';
import { Suspense, createElement as h, use, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { settleAnswer } from '@/server/settle-boundaries.mjs';

/** A page's HTML as the page cache keeps it. */
const settleStreamedBoundaries = (html: string) =>
  settleAnswer({
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: Buffer.from(html, 'utf8'),
  }).body.toString('utf8');

type Gate = { promise: Promise<string>; open: () => void };
function gate(value: string): Gate {
  let open = () => {};
  const promise = new Promise<string>((resolve) => {
    open = () => resolve(value);
  });
  return { promise, open };
}

function Waits({ on, children }: { on: Promise<string>; children?: ReactNode }) {
  return h(
    'section',
    null,
    h('div', null, h('p', null, use(on))),
    h('div', { className: 'x' }, h('div', null, 'nested')),
    children,
  );
}

/** A page like ours: a shell, a boundary with a skeleton, a nested boundary inside the late content. */
function Page({ outer, inner }: { outer: Promise<string>; inner: Promise<string> }) {
  return h(
    'main',
    null,
    h('h1', null, 'Shell'),
    h(
      Suspense,
      { fallback: h('div', { 'aria-busy': 'true' }, h(Suspense, { fallback: null }, h('span', null, 'Loading…'))) },
      h(Waits, { on: outer }, h(Suspense, { fallback: h('p', null, 'inner loading') }, h(Waits, { on: inner }))),
    ),
    h('footer', null, 'end'),
  );
}

/** Renders with React's streaming server; `afterShell` runs once the shell (with fallbacks) has been written. */
function render(element: ReactNode, { waitForAll, afterShell }: { waitForAll: boolean; afterShell?: () => void }) {
  return new Promise<string>((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onShellReady() {
        if (waitForAll) return;
        stream.pipe(sink);
        setTimeout(() => afterShell?.(), 5);
      },
      onAllReady() {
        if (waitForAll) stream.pipe(sink);
      },
      onError: reject,
    });
  });
}

const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

describe('settling streamed Suspense boundaries', () => {
  it('turns a streamed document into the one React writes when everything is ready at flush time', async () => {
    const outer = gate('outer data');
    const inner = gate('inner data');
    const streamed = await render(h(Page, { outer: outer.promise, inner: inner.promise }), {
      waitForAll: false,
      afterShell: () => {
        outer.open();
        setTimeout(() => inner.open(), 5);
      },
    });
    expect(streamed).toContain('<template id="B:0">');
    expect(streamed).toMatch(/\$RC\("B:0","S:0"\)/);
    expect(streamed).toContain('Loading…');

    const ready = await render(
      h(Page, { outer: Promise.resolve('outer data'), inner: Promise.resolve('inner data') }),
      { waitForAll: true },
    );
    const settled = settleStreamedBoundaries(streamed);

    expect(withoutScripts(settled)).toBe(withoutScripts(ready));
    expect(settled).not.toMatch(/\$RC\("/);
    expect(settled).not.toContain('hidden id="S:');
    expect(settled).not.toContain('Loading…');
  });

  it('keeps the document as it is when it holds an instruction it does not settle', () => {
    for (const instruction of ['$RS("S:1","P:1")', '$RX("B:1","digest")', '$RR("B:2","S:2",[])']) {
      const page = `<!--$?--><template id="B:0"></template><p>wait</p><!--/$--><div hidden id="S:0"><p>x</p></div><script>${instruction};$RC("B:0","S:0")</script>`;
      expect(settleStreamedBoundaries(page)).toBe(page);
    }
  });

  it('keeps the document as it is when a boundary or its content is missing', () => {
    const noContent = '<!--$?--><template id="B:0"></template><p>wait</p><!--/$--><script>$RC("B:0","S:0")</script>';
    const noBoundary = '<p>x</p><div hidden id="S:0"><p>x</p></div><script>$RC("B:0","S:0")</script>';
    const unclosed =
      '<!--$?--><template id="B:0"></template><p>wait</p><div hidden id="S:0"><p>x</p></div><script>$RC("B:0","S:0")</script>';
    for (const page of [noContent, noBoundary, unclosed]) expect(settleStreamedBoundaries(page)).toBe(page);
  });

  it('settles only HTML answers', () => {
    const page =
      '<!--$?--><template id="B:0"></template><p>wait</p><!--/$--><div hidden id="S:0"><p>x</p></div><script>$RC("B:0","S:0")</script>';
    const asHtml = settleAnswer({
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: Buffer.from(page),
    });
    expect(asHtml.body.toString()).toBe('<!--$--><p>x</p><!--/$--><script></script>');
    const asJson = { status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(page) };
    expect(settleAnswer(asJson)).toBe(asJson);
  });
});
