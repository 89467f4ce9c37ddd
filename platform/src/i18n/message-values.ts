// The values an ICU message takes, read from its literal type: `{name}` takes a string, `{n, number}` and
// `{n, plural, …}` a number. So `t(message, values)` fails the type-check on a missing or misspelt value, as a wrong
// call of a sentence-building function did. Braces are read by depth: an even depth is text (a `{` opens an
// argument), an odd one is inside an argument (a `{` opens a plural's branch, whose text may hold arguments again).

type Trim<S extends string> = S extends ` ${infer R}` ? Trim<R> : S extends `${infer R} ` ? Trim<R> : S;

/** An argument's head, `name` or `name, type, …`, as [name, kind]. */
type Head<S extends string> = S extends `${infer Name},${infer Rest}`
  ? [Trim<Name>, Trim<Rest> extends `${'number' | 'plural' | 'selectordinal'}${string}` ? 'number' : 'string']
  : [Trim<S>, 'string'];

/** The text up to the first `}` or `,` after an opening brace: the argument's head. */
type HeadText<S extends string> = S extends `${infer H}}${string}` ? (H extends `${infer B}{${string}` ? B : H) : S;

type Arguments<S extends string, Depth extends 0[] = [], Found = never> = S extends `${infer Before}{${infer After}`
  ? Before extends `${string}}${infer AfterClose}`
    ? Arguments<`${AfterClose}{${After}`, Depth extends [0, ...infer Rest extends 0[]] ? Rest : [], Found>
    : Depth['length'] extends 0 | 2 | 4 | 6
      ? Arguments<After, [...Depth, 0], Found | Head<HeadText<After>>>
      : Arguments<After, [...Depth, 0], Found>
  : Found;

type ValueOf<Kind> = Kind extends 'number' ? number : string;

/** The values a message needs: `{}` for plain text. */
export type MessageValues<S extends string> = {
  [A in Arguments<S> as A extends [infer Name extends string, unknown] ? Name : never]: A extends [string, infer Kind]
    ? ValueOf<Kind>
    : never;
};

/** `t(message)` for plain text, `t(message, values)` when it takes values. */
export type ValuesArgument<S extends string> = keyof MessageValues<S> extends never ? [] : [values: MessageValues<S>];
