import assert from 'node:assert/strict';
import {afterEach, test} from 'node:test';
import {IDLE_SLICE_MS, type IdleDeadline, idleQueue, TIMED_OUT_SLICE_MS} from '../../src/lib/idle';
import {deferPrefetch, unexpectedGlobal} from '../../plugins/docusaurus-internals/client/idlePrefetch';
import {isHydrating, markHydrated} from '../../src/lib/island/hydration';
import {NEAR_MARGIN, whenNear} from '../../src/lib/island/near';
import {nodeAt, pathOf, type TreeNode} from '../../src/lib/island/nodePath';
import {lineCountOf, plainHtml} from '../../src/lib/prism/codeHtml';

/** A scheduler whose idle periods the test runs by hand, each with the idle time it is given. */
function manualIdle() {
  const periods: ((deadline: IdleDeadline) => void)[] = [];
  return {
    schedule: (work: (deadline: IdleDeadline) => void) => void periods.push(work),
    pending: () => periods.length,
    /** The next idle period's work, to call with a deadline of the test's own. */
    take() {
      const work = periods.shift();
      assert.ok(work, 'an idle period is scheduled');
      return work;
    },
    /** Runs the next idle period; `budget` items' worth of idle time (each item uses up one slice). */
    run(budget: number) {
      let left = budget;
      const work = periods.shift();
      assert.ok(work, 'an idle period is scheduled');
      work({timeRemaining: () => (left-- > 1 ? IDLE_SLICE_MS + 1 : 0)});
    },
  };
}

test('idleQueue runs nothing at once, then each distinct item once, in order, during idle periods', () => {
  const idle = manualIdle();
  const ran: string[] = [];
  const push = idleQueue<string>((item) => ran.push(item), idle.schedule);
  for (const route of ['/a', '/b', '/a', '/c', '/d', '/b']) push(route);
  assert.deepEqual(ran, [], 'nothing runs when queued');
  assert.equal(idle.pending(), 1, 'one idle callback for the whole burst');
  idle.run(2);
  assert.deepEqual(ran, ['/a', '/b'], 'an idle period runs items while time remains');
  assert.equal(idle.pending(), 1, 'the rest waits for the next idle period');
  idle.run(0);
  assert.deepEqual(ran, ['/a', '/b', '/c'], 'at least one item per idle period, so the queue drains');
  idle.run(5);
  assert.deepEqual(ran, ['/a', '/b', '/c', '/d']);
  assert.equal(idle.pending(), 0, 'an empty queue schedules nothing');
  push('/a');
  assert.equal(idle.pending(), 0, 'an item already run is not queued again');
  push('/e');
  idle.run(1);
  assert.deepEqual(ran.at(-1), '/e', 'a later item schedules a new idle period');
});

test('idleQueue with `again`: an item runs again when queued after it ran, once however often it waits', () => {
  const idle = manualIdle();
  const ran: string[] = [];
  let slices = 0;
  const push = idleQueue<string>((item) => ran.push(item), idle.schedule, {again: true, afterSlice: () => slices++});
  push('t1');
  push('t2');
  push('t1');
  idle.run(5);
  assert.deepEqual(ran, ['t1', 't2'], 'queued twice while waiting: runs once');
  assert.equal(slices, 1, 'afterSlice follows each idle period');
  push('t1');
  assert.equal(idle.pending(), 1, 'an item that ran can be queued again');
  idle.run(5);
  assert.deepEqual(ran, ['t1', 't2', 't1']);
  assert.equal(slices, 2);
});

test('idleQueue: an idle callback that timed out (no idle time at all) runs items for a fixed short slice', () => {
  const idle = manualIdle();
  let clock = 0;
  const realNow = performance.now;
  performance.now = () => clock;
  try {
    const ran: number[] = [];
    // Each item takes 3 ms: a timed-out slice runs until TIMED_OUT_SLICE_MS (8 ms) have passed, so three items.
    const push = idleQueue<number>((item) => {
      ran.push(item);
      clock += 3;
    }, idle.schedule);
    for (let i = 0; i < 7; i++) push(i);
    assert.equal(TIMED_OUT_SLICE_MS, 8);
    const work = idle.take();
    work({timeRemaining: () => 0, didTimeout: true});
    assert.deepEqual(ran, [0, 1, 2]);
    idle.take()({timeRemaining: () => 0, didTimeout: true});
    idle.take()({timeRemaining: () => 0, didTimeout: true});
    assert.deepEqual(ran, [0, 1, 2, 3, 4, 5, 6], 'and the queue still drains');
    assert.equal(idle.pending(), 0);
  } finally {
    performance.now = realNow;
  }
});

test('deferPrefetch replaces the frozen window.docusaurus with a copy whose prefetch only queues', () => {
  const prefetched: string[] = [];
  const idleWork: ((deadline: IdleDeadline) => void)[] = [];
  const original = Object.freeze({prefetch: (route: string) => prefetched.push(route), preload: () => 'preload'});
  const fakeWindow = {docusaurus: original, requestIdleCallback: (work: (d: IdleDeadline) => void) => idleWork.push(work)};
  const globals = globalThis as unknown as {window?: unknown};
  globals.window = fakeWindow;
  try {
    deferPrefetch();
    const replaced = fakeWindow.docusaurus;
    assert.notEqual(replaced, original, 'the frozen object is replaced, not written to');
    assert.ok(Object.isFrozen(replaced));
    assert.equal(replaced.preload(), 'preload', 'preload (hover, click) is untouched');
    assert.equal(replaced.prefetch('/guides'), true);
    assert.deepEqual(prefetched, [], 'prefetch waits for idle time');
    idleWork.shift()?.({timeRemaining: () => 0});
    assert.deepEqual(prefetched, ['/guides']);
    deferPrefetch();
    assert.equal(fakeWindow.docusaurus, replaced, 'a second call changes nothing');
  } finally {
    delete globals.window;
  }
});

test('deferPrefetch leaves a window.docusaurus of another shape alone, and says so', () => {
  assert.equal(unexpectedGlobal({prefetch: () => true, preload: () => true}), undefined);
  assert.match(unexpectedGlobal(undefined) ?? '', /not an object/);
  assert.match(unexpectedGlobal({prefetchRoute: () => true, preload: () => true}) ?? '', /no prefetch\/preload/);
  const changed = Object.freeze({prefetchRoute: (route: string) => route});
  const fakeWindow = {docusaurus: changed, requestIdleCallback: () => undefined};
  const globals = globalThis as unknown as {window?: unknown};
  const warn = console.warn;
  const warnings: string[] = [];
  console.warn = (message: string) => void warnings.push(message);
  globals.window = fakeWindow;
  try {
    deferPrefetch();
    assert.equal(fakeWindow.docusaurus, changed, 'the global is not replaced');
    assert.match(warnings.join(), /idle prefetching is off: .*plugins\/docusaurus-internals/);
  } finally {
    delete globals.window;
    console.warn = warn;
  }
});

/** A minimal DOM-like tree: element(children...) */
function tree(...children: TreeNode[]): TreeNode {
  const node: TreeNode = {parentNode: null, childNodes: children};
  for (const child of children) child.parentNode = node;
  return node;
}

test('pathOf and nodeAt find a node again at the same place in an identical tree', () => {
  const target = tree();
  const root = tree(tree(), tree(tree(), target), tree());
  const path = pathOf(root, target);
  assert.deepEqual(path, [1, 1]);
  const copy = tree(tree(), tree(tree(), tree()), tree());
  const found = nodeAt(copy, path ?? []);
  assert.ok(found);
  assert.deepEqual(pathOf(copy, found), [1, 1], 'the same place in the other tree');
  assert.equal(pathOf(root, tree()), undefined, 'a node outside the root has no path');
  assert.equal(pathOf(root, root), undefined, 'nor does the root itself');
  assert.equal(pathOf(root, null), undefined);
  assert.equal(nodeAt(copy, [5]), undefined, 'a place the tree does not have');
});

const globals = globalThis as unknown as {IntersectionObserver?: unknown; document?: unknown};
afterEach(() => {
  delete globals.IntersectionObserver;
});

test('whenNear wakes each element once, when it intersects the enlarged viewport, then stops watching it', () => {
  const observed = new Set<object>();
  let callback: ((entries: {target: object; isIntersecting: boolean}[]) => void) | undefined;
  let margin = '';
  globals.IntersectionObserver = class {
    constructor(cb: typeof callback, options: {rootMargin: string}) {
      callback = cb;
      margin = options.rootMargin;
    }
    observe(el: object) {
      observed.add(el);
    }
    unobserve(el: object) {
      observed.delete(el);
    }
  };
  const near = {};
  const far = {};
  const gone = {};
  const woke: string[] = [];
  whenNear(near as Element, () => woke.push('near'));
  whenNear(far as Element, () => woke.push('far'));
  const stop = whenNear(gone as Element, () => woke.push('gone'));
  assert.equal(margin, NEAR_MARGIN);
  stop();
  assert.ok(!observed.has(gone), 'an island that unmounts stops being watched');
  callback?.([
    {target: near, isIntersecting: true},
    {target: far, isIntersecting: false},
  ]);
  assert.deepEqual(woke, ['near']);
  assert.ok(!observed.has(near) && observed.has(far));
  callback?.([{target: near, isIntersecting: true}]);
  assert.deepEqual(woke, ['near'], 'woken once');
  callback?.([{target: far, isIntersecting: true}]);
  assert.deepEqual(woke, ['near', 'far']);
});

test('isHydrating: false on the server; in a server-rendered page, true until markHydrated', () => {
  assert.equal(isHydrating(), false, 'no document: the server renders everything');
  let children = 0;
  globals.document = {getElementById: (id: string) => (id === '__docusaurus' ? {childElementCount: children} : null)};
  try {
    assert.equal(isHydrating(), false, 'an empty app container (the development server): nothing to hydrate');
    children = 3;
    assert.equal(isHydrating(), true);
    markHydrated();
    assert.equal(isHydrating(), false);
  } finally {
    delete globals.document;
  }
});

test('lineCountOf counts the lines of highlighted HTML', () => {
  assert.equal(lineCountOf(plainHtml('a\nb\nc')), 3);
  assert.equal(lineCountOf(plainHtml('one line')), 1);
  assert.equal(lineCountOf(''), 0);
});
