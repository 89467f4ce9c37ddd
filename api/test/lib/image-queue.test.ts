import sharp from 'sharp';
import { processImage } from '../../src/lib/images';
import { JobQueue, QueueFullError } from '../../src/lib/job-queue';
import { plainJpeg } from '../helpers/images';
import { createStoreUnderTest, STORAGE_MODES, submitBook, type StoreUnderTest, type Submitted } from '../helpers/stores';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../helpers/test-db';
import { newMember } from '../helpers/world';
import { uploadTexts } from '../../src/features/uploads/texts';

// Issue 35: one member's uploads (or one slow image) must not hold up everyone else's photos.

const U = uploadTexts;

/** A job that runs until released, to hold the queue's only slot while others line up. */
function gate() {
  let release = () => {};
  const closed = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { job: () => closed, release };
}

/** Wait (a few milliseconds at a time) until `condition` holds; fails after ~10 s rather than hang. */
async function until(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 2000) throw new Error('condition never held');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A job that notes its name in `ran` when it runs. */
const noting = (ran: string[], name: string) => () => {
  ran.push(name);
  return Promise.resolve();
};
/** A job that gives `value`. */
const giving = (value: string) => () => Promise.resolve(value);

describe('the image queue takes members in turn', () => {
  /** Queue `jobs` ([owner, name]) behind a held slot, release it, and give the names in the order they ran. */
  async function order(queue: JobQueue, jobs: [string, string][]): Promise<string[]> {
    const held = gate();
    const ran: string[] = [];
    const done = [queue.run(held.job, 'holder')];
    for (const [owner, name] of jobs) done.push(queue.run(noting(ran, name), owner));
    held.release();
    await Promise.all(done);
    return ran;
  }

  it("runs member B's one job before member A's backlog drains (arrival order would put it last)", async () => {
    const queue = new JobQueue(1, 20);
    const ran = await order(queue, [
      ['A', 'a1'],
      ['A', 'a2'],
      ['A', 'a3'],
      ['A', 'a4'],
      ['A', 'a5'],
      ['B', 'b1'],
    ]);
    expect(ran).toEqual(['a1', 'b1', 'a2', 'a3', 'a4', 'a5']);
  });

  it('alternates between members with backlogs, and one member’s jobs keep their order', async () => {
    const queue = new JobQueue(1, 20);
    const ran = await order(queue, [
      ['A', 'a1'],
      ['A', 'a2'],
      ['A', 'a3'],
      ['B', 'b1'],
      ['B', 'b2'],
      ['C', 'c1'],
    ]);
    expect(ran).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('a member whose job is running waits behind one who has had none', async () => {
    const queue = new JobQueue(1, 20);
    const held = gate();
    const ran: string[] = [];
    // A's first job takes the free slot at once; A's next ones and then B's line up behind it.
    const done = [queue.run(held.job, 'A')];
    for (const name of ['a2', 'a3']) done.push(queue.run(noting(ran, name), 'A'));
    done.push(queue.run(noting(ran, 'b1'), 'B'));
    held.release();
    await Promise.all(done);
    expect(ran).toEqual(['b1', 'a2', 'a3']);
  });

  it('lets one member hold only a share of the waiting places, so others still get in', async () => {
    const queue = new JobQueue(1, 5, 2);
    const held = gate();
    const done: Promise<unknown>[] = [queue.run(held.job, 'holder')];
    done.push(queue.run(giving('a1'), 'A'), queue.run(giving('a2'), 'A'));
    await expect(queue.run(giving('a3'), 'A')).rejects.toEqual(new QueueFullError('owner-full'));
    done.push(queue.run(giving('b1'), 'B'), queue.run(giving('b2'), 'B'), queue.run(giving('c1'), 'C'));
    expect(queue.size).toEqual({ running: 1, waiting: 5 });
    await expect(queue.run(giving('d1'), 'D')).rejects.toEqual(new QueueFullError('full'));
    held.release();
    expect(await Promise.all(done)).toEqual([undefined, 'a1', 'a2', 'b1', 'b2', 'c1']);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });
});

describe('the time one image may take', () => {
  it('is given to every libvips pipeline as sharp’s timeout, in whole seconds of what is left', async () => {
    const photo = await plainJpeg(1600, 1200);
    const timeouts = jest.spyOn(sharp.prototype as sharp.Sharp, 'timeout');
    try {
      const processed = await processImage(photo, 'image/jpeg', { timeoutSeconds: 7 });
      // One decoding pipeline, then one per variant.
      expect(timeouts).toHaveBeenCalledTimes(1 + processed.variants.length);
      for (const [options] of timeouts.mock.calls) {
        expect(options.seconds).toBeGreaterThanOrEqual(1);
        expect(options.seconds).toBeLessThanOrEqual(7);
      }
    } finally {
      timeouts.mockRestore();
    }
  });
});

describe.each(STORAGE_MODES.flatMap((mode) => DB_KINDS.map((kind) => [mode, kind] as const)))(
  'image processing for everyone, STORAGE=%s, on %s',
  (mode, kind) => {
    let store: StoreUnderTest;
    let slow: StoreUnderTest;

    beforeAll(async () => {
      store = await createStoreUnderTest(mode, kind);
      // A bound no image can meet: what a photo that takes longer than IMAGE_TIMEOUT_SECONDS gets.
      slow = await createStoreUnderTest(mode, kind, { imageTimeoutSeconds: 0.001 });
    }, DB_SETUP_TIMEOUT_MS);

    afterAll(async () => {
      await store.close();
      await slow.close();
    });

    it("processes member B's photo before member A's backlog of uploads drains, and turns away A's beyond a share", async () => {
      const [a, b] = [await newMember(store.t), await newMember(store.t)];
      const photo = await plainJpeg(800, 600);
      const { queue } = store.t.app.images;
      // Which owner each processing job ran for, in the order they ran.
      const run = queue.run.bind(queue);
      const started: string[] = [];
      const spy = jest.spyOn(queue, 'run').mockImplementation((job, owner) => run(() => (started.push(owner ?? ''), job()), owner));
      const held = gate();
      const holder = queue.run(held.job, 'holder');
      try {
        const fromA: Promise<Submitted>[] = [];
        for (let i = 0; i < 4; i += 1) fromA.push(submitBook(store, a, photo));
        await until(() => queue.size.waiting === 4);
        // A fifth while four of A's wait: A is asked to wait for those; B is not turned away.
        expect(await submitBook(store, a, photo)).toMatchObject({ status: 503, detail: U.busyYours });
        const fromB = submitBook(store, b, photo);
        await until(() => queue.size.waiting === 5);
        held.release();
        for (const result of [...(await Promise.all(fromA)), await fromB]) expect(result).toHaveProperty('id');
      } finally {
        held.release();
        await holder;
        spy.mockRestore();
      }
      const [A, B] = [String(a.id), String(b.id)];
      expect(started).toEqual(['holder', A, B, A, A, A]);
    });

    it('refuses with 400 a photo that takes longer than the bound, stores nothing and frees the grant', async () => {
      const member = await newMember(slow.t);
      const result = await submitBook(slow, member, await plainJpeg(2000, 1500));
      expect(result).toMatchObject({ status: 400, detail: U.tooSlow, at: mode === 'local' ? 'upload' : 'create' });
      expect(await slow.variantsOf(result.key)).toEqual([]);
      expect(await slow.hasOriginal(result.key)).toBe(false);
      const row = await slow.t.testDb.database.db
        .selectFrom('uploads')
        .select(['processed_at', 'uploaded_at'])
        .where('key', '=', result.key)
        .executeTakeFirstOrThrow();
      expect(row.processed_at).toBeNull();
      // The local store releases its claim, so the sell form can send the photo again.
      if (mode === 'local') expect(row.uploaded_at).toBeNull();
    });
  },
);
