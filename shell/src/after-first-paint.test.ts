import { afterFirstPaint } from './after-first-paint';

function fakeWindow(visibilityState: DocumentVisibilityState) {
  const frames: FrameRequestCallback[] = [];
  const tasks: (() => void)[] = [];
  const win = {
    document: { visibilityState } as Document,
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
  } as unknown as Pick<Window, 'requestAnimationFrame' | 'setTimeout' | 'document'>;
  return { win, frames, tasks };
}

test('a visible page runs the work in a task after the next frame, not before it', () => {
  const { win, frames, tasks } = fakeWindow('visible');
  const work = jest.fn();
  afterFirstPaint(work, win);
  expect(work).not.toHaveBeenCalled();
  frames.forEach((frame) => frame(0));
  expect(work).not.toHaveBeenCalled(); // still inside the frame, before its paint
  tasks.forEach((task) => task());
  expect(work).toHaveBeenCalledTimes(1);
});

test('a hidden tab, which draws no frames, runs the work at once', () => {
  const { win, frames } = fakeWindow('hidden');
  const work = jest.fn();
  afterFirstPaint(work, win);
  expect(work).toHaveBeenCalledTimes(1);
  expect(frames).toHaveLength(0);
});
