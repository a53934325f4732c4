import { useEffect, useState } from 'react';
import type { ChunkLoader } from '../payment/LazyChunk';

/**
 * A chunk's module once it is here, for a part of the shop that can do without it until then (the
 * products' pictures, the phone's cart bar): no spinner and no error, only nothing. Asks for it
 * once `wanted`, and has it at once when the loader already does. Here rather than beside
 * `LazyChunk`, whose file rides in every element's first view.
 */
export function useChunkModule<M>(load: ChunkLoader<M>, wanted = true): M | undefined {
  const [module, setModule] = useState(() => load.module);
  useEffect(() => {
    if (wanted && !module) load().then(setModule, () => undefined);
  }, [load, wanted, module]);
  return module;
}
