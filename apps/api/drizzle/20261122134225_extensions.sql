-- btree_gist backs the no-double-booking EXCLUDE constraints; pg_trgm backs fuzzy search.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
