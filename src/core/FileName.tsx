import { Fragment } from 'react';

/**
 * A file name that wraps where it reads well: after its separators (- _, and a dot that is not a
 * decimal point), so "bracket_housing_v2.stl" wraps as "bracket_housing_" / "v2.stl" and "1.75mm"
 * stays whole. Its parent sets `wrap-anywhere`, so only a part wider than the line breaks inside
 * (rather than overflow). The name stays one text to copy and to assistive technology.
 */
export function FileName({ name }: { name: string }) {
  return name.split(/(?<=[-_])|(?<=\.)(?!\d)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
