import webpack from 'webpack';
import { kitsNames, KITS_RECORD } from './kits.js';

/** Writes the host's kits into its build, so that promote knows what the host it runs beside provides. */
export class RecordKits {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RecordKits', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RecordKits', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () =>
          compilation.emitAsset(
            KITS_RECORD,
            new webpack.sources.RawSource(`${JSON.stringify(kitsNames(), null, 2)}\n`),
          ),
      );
    });
  }
}
