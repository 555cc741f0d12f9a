-- btree_gist lets exclusion constraints mix equality (tool id) with range overlap (booking period).
CREATE EXTENSION IF NOT EXISTS btree_gist;
