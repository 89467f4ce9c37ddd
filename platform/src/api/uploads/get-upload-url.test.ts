import { http } from '../client';
import { getUploadUrl } from './get-upload-url';

jest.mock('../client', () => ({ http: { post: jest.fn() } }));
const post = jest.mocked(http.post);

describe('getUploadUrl', () => {
  it('asks for a grant with the file name in the query', async () => {
    const grant = { url: '/api/v1/s3/upload/', fields: { key: 'books/a.jpg' }, key: 'books/a.jpg' };
    post.mockResolvedValueOnce({ data: grant } as Awaited<ReturnType<typeof http.post>>);
    await expect(getUploadUrl('cover photo.jpg')).resolves.toEqual(grant);
    expect(post).toHaveBeenCalledWith('/s3/get-upload-url', undefined, { params: { filename: 'cover photo.jpg' } });
  });
});
