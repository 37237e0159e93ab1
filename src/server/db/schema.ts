/** The database tables as Kysely sees them; each migration that changes a table updates this. */
// biome-ignore lint/suspicious/noEmptyInterface: tables arrive with their migrations
export interface Database {}
