// `npm run build`: the client bundle (dist/client) and the sandbox bundle (dist/sandbox).
import { build } from './local.mjs';

build();
