// Shard 3 of the page loop (page-loop.ts): its share of every gallery view in both themes, each page
// visited once for every check. The shards are files of their own so vitest runs them side by side.
import { describeShard } from "./page-loop.ts";

describeShard(3);
