import { isAcceptableImage, MAX_IMAGE_BYTES } from './image-file-rules';

describe('isAcceptableImage', () => {
  it.each([
    [{ name: 'a.jpg', type: 'image/jpeg', size: 10 }, true],
    [{ name: 'a.JPEG', type: 'image/jpeg', size: 10 }, true],
    [{ name: 'a.png', type: 'image/png', size: MAX_IMAGE_BYTES }, true],
    [{ name: 'a.png', type: '', size: 10 }, true],
    [{ name: 'a.png', type: 'image/png', size: MAX_IMAGE_BYTES + 1 }, false],
    [{ name: 'a.gif', type: 'image/gif', size: 10 }, false],
    [{ name: 'a.txt', type: 'image/png', size: 10 }, false],
    [{ name: 'a.pdf', type: '', size: 10 }, false],
    [{ name: 'a.jpg', type: 'image/jpeg', size: 0 }, false],
  ])('%p → %p', (file, ok) => expect(isAcceptableImage(file)).toBe(ok));
});
