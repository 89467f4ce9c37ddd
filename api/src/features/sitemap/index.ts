// The sitemap's front door: robots.txt and the sitemaps, registered by app.ts at the site's root.
export { sitemapRoutes } from './routes';
