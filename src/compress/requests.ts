/**
 * @module compress/requests
 * A request for a piece of information is a question worded as an order: "Find out the
 * approved budget for the X project", "Tell me the submission deadline.", "I'd like to know
 * the error code for req-7d88", `Task: Identify the owner of INC-4411.` What follows the
 * request is read as the question ("What is the approved budget for the X project?" asks the
 * same). Only verbs that ask to be *told or shown* something: a task verb (review, explain,
 * fix, write) asks for work on the material, and those sentences stay no query.
 */
const REQUEST = new RegExp(
  String.raw`^(?:(?:please|kindly|so|ok(?:ay)?|now|and|hi|hey)[,!]?\s+)*` +
    String.raw`(?:(?:can|could|would|will) you(?: please)?\s+|i(?:['’]d| would) like you to\s+|i (?:want|need) you to\s+|help me\s+)?` +
    String.raw`(?:find(?: out)?|name|look up|figure out|work out|find and report|tell (?:me|us|the user)|give (?:me|us|the user)|show (?:me|us)|let (?:me|us) know|report|identify|locate|retrieve|fetch|get (?:me|us)|look for|search for|pull (?:up|out)|dig up|i (?:need|want)(?: to (?:know|find out|see|get))?|i(?:['’]d| would) like(?: to (?:know|find out|see|get))?|i(?:['’]m| am) looking for|we need(?: to know)?)` +
    String.raw`\s+(.+)$`,
  'iu',
);
/** Courtesy at a request's end ("…, thanks", "… please") is no word of what it asks. */
const COURTESY = /[\s,]+(?:please|thanks|thank you|thx|cheers)[.!]*$/iu;
/** The object of a request that asks nothing by itself ("Find it.", "Tell me more.", "Give me your answer."). */
const EMPTY_OBJECT = /^(?:it|this|that|them|more|everything|anything|something|(?:your|an?|the) (?:answer|response|reply|thoughts?|opinion|view|take|number|result|count|total|list|summary)|what you think(?: (?:of|about) (?:it|this|that|them))?|how it (?:looks|sounds))$/iu;

function requestedFrom(clause: string): string | undefined {
  const asked = REQUEST.exec(clause)?.[1]?.trim();
  return asked && asked.split(/\s+/).length >= 2 && !EMPTY_OBJECT.test(asked) ? asked : undefined;
}

/**
 * What a request sentence asks to be told ("the approved budget for the X project"), or
 * undefined when it is no request. The request may follow a clause ("Considering nothing but
 * that context, tell me …").
 */
export function requested(sentence: string): string | undefined {
  // "… can you read the page I'm on and let me know …": a request may follow "and" too.
  const said = sentence.trim().replace(/[.!]+$/u, '').replace(COURTESY, '');
  const clauses = said.split(/(?<=[,;:—–])\s+|\s+(?=and\s)/u);
  for (let k = 0; k < clauses.length; k++) {
    const asked = requestedFrom(clauses.slice(k).join(' '));
    if (!asked) continue;
    // The clause before stays with it: "For each component, name the team …" asks over every
    // component; an action joined by "and" ("read the page I'm on and let me know …") is no part of what is asked.
    return [...(/^and\s/iu.test(clauses[k] ?? '') ? [] : clauses.slice(0, k)), asked].join(' ');
  }
  // A question reported rather than asked: "so the question is basically …", "the reporter wants to know …".
  // What follows it as an order of its own (", so answer from the attachments only", ", yeah that's it") is no part of it.
  const reported = REPORTED.exec(said)?.[1]?.split(REPORT_ENDS)[0]?.trim();
  return reported && reported.split(/\s+/).length >= MIN_REPORTED_WORDS && !EMPTY_OBJECT.test(reported) ? reported : undefined;
}

/** Whether a line reports someone's question ("so the question is basically …"): a speaker's words, never a record's. */
export function reportsQuestion(line: string): boolean {
  return REPORTED.test(line);
}

/** What someone's question is, or what they want to know, wherever it stands in the sentence. */
// (Not a passive: "the question was written against this corpus" says what was done to it.)
const REPORTED = /(?:^|\s)(?:(?:the|my|our|his|her|their) (?:question|query) (?:is|was)(?: basically| simply| just| really| actually)?(?!\s+(?:\p{L}+ed|written|taken|given|shown|known|seen|done|made|found|left|set|sent|put)(?![\p{L}]))[:,]?|(?:wants|wanted|would like|needs|needed) to know|(?:is|was|are|were) (?:asking|wondering)(?: about)?)\s+(.+)$/iu;
const REPORT_ENDS = /,\s+(?:so|then|but|yeah|ok|okay|please)\s/iu;
/** A reported question of fewer words names nothing ("she wants to know more"). */
const MIN_REPORTED_WORDS = 4;
