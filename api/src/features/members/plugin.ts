import { featurePlugin } from '../../lib/feature-plugin';
import { memberRoutes } from './routes';
import { MembersService } from './service';

/** Members' public pages (issue 37), under /members. */
export default featurePlugin('members', async (api, { root }) => {
  await api.register(memberRoutes(new MembersService(root.database.db, root.books.rows)), { prefix: '/members' });
});
