// Package storyteller is the rule system of seeds/storyteller.ru.txt (classic
// Storyteller / World of Darkness, what the seed leaves open taken from
// shared/RULES.md): pools of d10 against a difficulty, melee and ranged
// maneuvers, defence, firearms with tracked ammunition, damage and soak by
// type, and the seven-level health track.
//
// Everything here is pure: functions take options, combatants (mutated in
// place through their encoded State) and a dice.Source, and return records the
// commands layer renders. Dice are drawn in a fixed order: the
// attack roll, the defence roll, the damage roll, the soak roll, and then any
// follow-up (knock-down rolls).
//
// Interpretations where the seed is silent or contradicts itself (each has a
// test):
//   - Tackle («Сбить с ног») uses Strength + Brawl as the seed's maneuver table
//     says; the prose above it says Dexterity. The table's row is the one
//     played.
//   - Options Pool and Difficulty of an attack replace only the base (attribute plus
//     ability, and 6 or the range difficulty); maneuver, situation and wound
//     modifiers still apply, so a GM override never silently drops a penalty.
//   - The defence roll is skipped when the attack already scored no success,
//     and the soak roll when the damage roll scored none: nothing to subtract.
//   - Willpower's automatic success is added after 1s cancel and prevents a
//     botch (revised edition); a pool of 0 or less still fails without a roll
//     and spends no point.
//   - A specialty either re-rolls each 10 (its extra dice' 1s cancel nothing,
//     10s re-roll again) or counts each 10 twice: the channel picks the rule.
//   - Bleeding starts when lethal-or-worse boxes reach Wounded (the first −2
//     box; Mauled on the NPC short track).
//   - Standing up / not falling is one Dexterity + Athletics roll: success stays
//     up, failure falls (retry on the next action, prompted at turn start), a
//     botch falls and takes one bashing level. Getting up uses difficulty 6.
//     Each attempt to get up is an action of the round, a failed one too (an
//     NPC's own roll at its turn's start included): the actions after it are
//     multiple actions.
//   - Recovery between fights (recovery.go, the table RULES.md fills in for
//     «Полное восстановление здоровья может занять месяцы»): a month is 30
//     days; the worst box heals first, its type and level setting its time;
//     the hours toward it are kept (State.Mend) and start again on a new
//     wound or a heal; a bleeding wound heals nothing until treated, each
//     hour bleeding a level instead. Supernatural beings heal by the same
//     table (the seed gives them Faith, not a faster clock); Faith heals a
//     level a point, never aggravated. Hours also end a fight's moment: a
//     daze, a grip, a fall, a declared defence, a dropped weapon.
//   - How much Willpower and Faith come back with rest is the GM's number
//     (Restore): the seed says how they are spent, never how regained.
//   - Only dodge defends against firearms; block and parry are melee defences.
//   - Ties in initiative go to the higher Dexterity + Wits, then Wits.
//   - A disarmed fighter attacks with no weapon (the sheet's or a table's)
//     until it picks the weapon up (PickUp: an action) or the GM says it is
//     in hand again; the GM also records a weapon dropped after a failed
//     disarm. Picking up is the seed's silence filled as a table would.
//   - A daze that lands on the fighter's own turn before it acted (a
//     defence roll is acting) costs that turn (DazeOnTurn), not the next
//     round's too: «пропускает своё следующее действие» is one action.
//   - A dizzied target of a sweep or tackle still rolls its footing (the
//     roll is neither attack nor defence); only one that cannot move
//     (Incapacitated, unconscious) falls without a roll.
//   - Strafing: each target defends for itself — Defense is the main
//     target's, the others use their declared defence or Defenses.
//   - Several actions in a round (the seed's «ход»): the seed sets the
//     first roll's penalty by what the player means to do («…на общее
//     количество выстрелов, которые вы собираетесь совершить»). Declared
//     with actions:N, the first action loses N dice and each later one a
//     die more; undeclared, one action was meant, so the first keeps its
//     pool and the second of the round loses 3, each later one a die more.
//     Every action of the round counts, as the fight's books keep it —
//     before, in or after the fighter's own turn, defences, reloads,
//     stand-ups and struggles as much as attacks (split.go). A defence is
//     the defender's action for each attack it answers, booked before the
//     attack rolls, rolled or not.
//   - While a grapple or hold lasts neither side acts otherwise (Forbid):
//     the holder may only tighten a grapple — once, on its own turn — or
//     let go, and does not dodge or block a third fighter's blow; the
//     victim only tries to break free, its action, once on its own turn.
//     The GM's force:true sets the grip aside for one command.
//   - A daze that lands on a fighter who cannot act (Incapacitated,
//     unconscious) is spent on its next turn, which passes anyway.
//   - A grapple or hold ends when either side dies, or when one side is
//     locked anew with a third fighter (EndStaleLocks): a body neither
//     holds nor struggles, a lock is one pair, and the side let go acts
//     again.
//   - A gun named twice for two weapons is a pair: the second copy counts
//     its rounds apart ("Heavy pistol #2").
package storyteller
