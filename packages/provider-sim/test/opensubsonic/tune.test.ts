import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { getCatalogue } from '../../src';
import { tuneOf } from '../../src/opensubsonic/audio/tune';

// The WAV files play the tune the player script plays for the same song: the server's copy of
// the script's derivation (src/opensubsonic/audio/tune.ts) must stay in step with the script.

interface ScriptTune {
  bpm: number;
  root: number;
  scale: number[];
  progression: number[];
  patterns: number[][];
  wave: string;
}

function scriptTuneOf(): (trackId: string) => ScriptTune {
  const source = readFileSync(path.join(__dirname, '../../src/sdk-script/synth.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2020 } });
  // The script is a global file: its functions are reachable from a wrapper's body.
  return new Function(`${outputText}\nreturn simTuneOf;`)() as (trackId: string) => ScriptTune;
}

it('derives the same key, tempo, chords, arpeggios and timbre as the player script', () => {
  const script = scriptTuneOf();
  for (const track of getCatalogue().tracks.slice(0, 300)) {
    const {
      cutoff: _cutoff,
      detune: _detune,
      ...expected
    } = script(track.id) as ScriptTune & {
      cutoff: number;
      detune: number;
    };
    expect(tuneOf(track.id)).toEqual(expected);
  }
});
