import { featurePlugin } from '../../lib/feature-plugin';
import { uploadsRoutes } from './routes';

/** Uploads of photos (the local stand-in for S3's signed POST), under /s3. */
export default featurePlugin('uploads', async (api) => {
  await api.register(uploadsRoutes, { prefix: '/s3' });
});
