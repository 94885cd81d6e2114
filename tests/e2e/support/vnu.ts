import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const VNU_JAR = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

/** One error from the Nu HTML checker, named by the label of the document it was found in. */
export interface HtmlError {
  label: string;
  line: number | undefined;
  column: number | undefined;
  message: string;
  extract: string | undefined;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/** Throws a message naming what to install when Java cannot be run (rather than failing obscurely in vnu). */
export function assertJavaAvailable(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      'The HTML validity test runs the Nu HTML checker (vnu.jar), which needs Java 11+ on PATH: ' +
        'install it with `apt-get install -y openjdk-17-jre-headless`' +
        (probe.error ? ` (${probe.error.message})` : ''),
    );
  }
  if (!fs.existsSync(VNU_JAR)) throw new Error(`${VNU_JAR} is missing: run npm install (vnu-jar is a devDependency)`);
}

/**
 * Validates every document in one Java run (the JVM start dominates the cost) and returns the errors, each
 * labelled with the key it was given under.
 */
export function validateHtml(documents: Map<string, string>): HtmlError[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  try {
    const labelByFile = new Map<string, string>();
    [...documents].forEach(([label, html], index) => {
      const file = path.join(dir, `page-${index}.html`);
      fs.writeFileSync(file, html);
      labelByFile.set(file, label);
    });
    const run = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...labelByFile.keys()], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw run.error;
    let messages: VnuMessage[];
    try {
      messages = (JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] }).messages;
    } catch {
      throw new Error(`vnu exited ${run.status} without a JSON report:\n${run.stderr}\n${run.stdout}`);
    }
    return messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map((m) => ({
        label: labelFor(m.url, labelByFile),
        line: m.firstLine ?? m.lastLine,
        column: m.firstColumn,
        message: m.message,
        extract: m.extract?.trim(),
      }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function labelFor(url: string | undefined, labelByFile: Map<string, string>): string {
  if (!url) return '(no document)';
  const file = decodeURIComponent(url.replace(/^file:(\/\/)?/, ''));
  return labelByFile.get(path.resolve(file)) ?? url;
}
