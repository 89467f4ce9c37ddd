// The members feature's front door: its page is reached only by its route (GET /members/{username}/).
export { memberPageSchema } from './schemas';
