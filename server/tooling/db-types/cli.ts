import { writeGenerated } from '../generated-files';
import { generatedFiles } from './generate';

await writeGenerated('db:types', generatedFiles());
