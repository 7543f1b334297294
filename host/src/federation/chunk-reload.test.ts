import { CHUNK_RELOAD_FLAG, isChunkLoadError, loadWithReload } from './chunk-reload';
import { memoryStorage } from '../testing/memory-storage';

const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

describe('reloading once when a page chunk fails', () => {
  it('recognises failed chunks and wrong MIME types, and nothing else', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(
      isChunkLoadError(
        new TypeError(
          "Failed to load module script: Expected a JavaScript module script but the server responded with a MIME type of 'text/html'",
        ),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads the page the first time and sets the flag', async () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    void loadWithReload(() => Promise.reject(chunkError), storage, reload);
    await new Promise((r) => setTimeout(r, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_FLAG)).toBe('1');
  });

  it('does not reload a second time in the same session', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_FLAG, '1');
    const reload = jest.fn();
    await expect(loadWithReload(() => Promise.reject(chunkError), storage, reload)).rejects.toBe(chunkError);
    expect(reload).not.toHaveBeenCalled();
  });

  it('clears the flag once a chunk loads again', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_FLAG, '1');
    await expect(loadWithReload(() => Promise.resolve('page'), storage, jest.fn())).resolves.toBe('page');
    expect(storage.getItem(CHUNK_RELOAD_FLAG)).toBeNull();
  });
});
