package medieval

import (
	"fmt"

	"fray/rules"
)

// Error message keys (commands/medieval/locales/medieval.*.toml, table [medieval.error]).
// Every user error this package returns is a *rules.UserError with one of them.
const (
	ErrKeyLocation         = "medieval.error.location"           // {{.Name}}: not a hit location
	ErrKeyOneLocation      = "medieval.error.one_location"       // {{.Name}}: several locations where one is needed
	ErrKeyArmorSyntax      = "medieval.error.armor_syntax"       // {{.Layer}}: a layer without locations or SP
	ErrKeyArmorSP          = "medieval.error.armor_sp"           // {{.Value}} {{.Max}}: SP out of range
	ErrKeyArmorEV          = "medieval.error.armor_ev"           // {{.Value}} {{.Max}}: EV out of range
	ErrKeyArmorWord        = "medieval.error.armor_word"         // {{.Word}}: unknown word in a layer
	ErrKeyArmorLayers      = "medieval.error.armor_layers"       // {{.Location}} {{.Max}}: more than 3 layers
	ErrKeyArmorHard        = "medieval.error.armor_hard"         // {{.Location}}: two hard layers
	ErrKeyArmorLong        = "medieval.error.armor_long"         // {{.Max}}: notation too long
	ErrKeyWeaponSyntax     = "medieval.error.weapon_syntax"      // {{.Spec}}: no damage dice
	ErrKeyWeaponDice       = "medieval.error.weapon_dice"        // {{.Dice}}: bad dice
	ErrKeyWeaponWord       = "medieval.error.weapon_word"        // {{.Word}}: unknown word in a weapon
	ErrKeyWeaponROF        = "medieval.error.weapon_rof"         // {{.Value}} {{.Max}}: ROF out of range
	ErrKeyWeaponName       = "medieval.error.weapon_name"        // {{.Max}}: empty or too long name
	ErrKeyWeaponNotReady   = "medieval.error.weapon_not_ready"   // {{.Name}}: no notation given, and not a ready weapon
	ErrKeyArmorSeparator   = "medieval.error.armor_separator"    // {{.Layer}}: two layers joined by a comma instead of ";"
	ErrKeyUnknownWeapon    = "medieval.error.unknown_weapon"     // {{.Name}}: not on the sheet and not a spec
	ErrKeyNoWeapon         = "medieval.error.no_weapon"          // neither weapon nor damage given
	ErrKeySkill            = "medieval.error.skill"              // {{.Name}}: not a skill
	ErrKeyRange            = "medieval.error.range"              // {{.Name}}: not a range band
	ErrKeyRangeNumber      = "medieval.error.range_number"       // {{.Name}}, {{.N}}: a number given as range
	ErrKeyNoRange          = "medieval.error.no_range"           // ranged attack without range or difficulty
	ErrKeyRangeInMelee     = "medieval.error.range_in_melee"     // range or difficulty given for melee
	ErrKeyNumber           = "medieval.error.number"             // {{.Option}} {{.Min}} {{.Max}}: out of range
	ErrKeyChargeAim        = "medieval.error.charge_aim"         // charging forbids aiming
	ErrKeyAimTwice         = "medieval.error.aim_twice"          // {{.Name}} already aimed this round
	ErrKeyAimedNoCharge    = "medieval.error.aimed_no_charge"    // {{.Name}} aimed this round: no charge
	ErrKeyAttackerDown     = "medieval.error.attacker_down"      // {{.Name}} cannot act (stunned, dying, dead)
	ErrKeyDownStunned      = "medieval.error.down_stunned"       // … and what ends the stun
	ErrKeyDownDying        = "medieval.error.down_dying"         // … and the only way out: stabilization
	ErrKeyDownDead         = "medieval.error.down_dead"          // … dead
	ErrKeyTargetDead       = "medieval.error.target_dead"        // {{.Name}} is already dead
	ErrKeySelf             = "medieval.error.self"               // attacking or stabilizing oneself
	ErrKeySaveKind         = "medieval.error.save_kind"          // {{.Kind}}: not stun or death
	ErrKeyNotMortal        = "medieval.error.not_mortal"         // {{.Name}} is not mortally wounded
	ErrKeyAlreadyStable    = "medieval.error.already_stable"     // {{.Name}} is already stabilized
	ErrKeyDyingSave        = "medieval.error.dying_save"         // {{.Name}} failed this round's death save
	ErrKeyDeathSaved       = "medieval.error.death_saved"        // {{.Name}} passed this round's death save
	ErrKeyStunFresh        = "medieval.error.stun_fresh"         // {{.Name}} was stunned (or failed to recover) this round
	ErrKeyStunUnhurt       = "medieval.error.stun_unhurt"        // {{.Name}} has no wound and no stun: no stun save
	ErrKeyNotWounded       = "medieval.error.not_wounded"        // {{.Name}} has no wound points to heal
	ErrKeyHealDying        = "medieval.error.heal_dying"         // {{.Name}} failed this round's death save: healing cannot undo it
	ErrKeyHealDead         = "medieval.error.heal_dead"          // {{.Name}} died of a failed death save or a destroyed head: healing cannot undo it
	ErrKeyHealDeadHead     = "medieval.error.heal_dead_head"     // {{.Name}} died of a destroyed head: healing cannot undo it
	ErrKeyHealDeadSave     = "medieval.error.heal_dead_save"     // {{.Name}} died of a failed death save: healing cannot undo it
	ErrKeyMedicInFight     = "medieval.error.medic_in_fight"     // {{.Name}}: a medic in the fight takes its numbers from its sheet
	ErrKeyMedicNumbersGM   = "medieval.error.medic_numbers_gm"   // a player gave tech or skill_level
	ErrKeyNoMedic          = "medieval.error.no_medic"           // no medic named, none in the fight, no stored sheet
	ErrKeyAllHidden        = "medieval.error.all_hidden"         // every location marked hidden
	ErrKeyLimbGone         = "medieval.error.limb_gone"          // {{.Location}}: aimed at a lost limb
	ErrKeyState            = "medieval.error.state"              // stored combat state unreadable
	ErrKeyAction           = "medieval.error.action"             // {{.Name}}: not an action
	ErrKeyTeamEmpty        = "medieval.error.team_empty"         // team initiative without members
	ErrKeyParrySP          = "medieval.error.parry_sp"           // {{.Value}} {{.Max}}: parry SP out of range
	ErrKeyChargeLate       = "medieval.error.charge_late"        // {{.Name}} acted this round (or its turn passed): no charge
	ErrKeyChargeTurnPassed = "medieval.error.charge_turn_passed" // {{.Name}}'s turn this round has passed: no charge
	ErrKeyChargeAgain      = "medieval.error.charge_again"       // {{.Name}} {{.Init}}: the charge is already declared this round
	ErrKeyAmbushed         = "medieval.error.ambushed"           // {{.Name}} {{.Ambusher}}: the ambusher has not attacked yet
	ErrKeyChargePast       = "medieval.error.charge_past"        // {{.Name}} {{.Current}}: the +3 would pass whose turn it is
	ErrKeyWeaponChoice     = "medieval.error.weapon_choice"      // {{.List}}: several weapons on the sheet, none named
	ErrKeyCheckWhat        = "medieval.error.check_what"         // /check with neither characteristic nor skill
	ErrKeyCheckStat        = "medieval.error.check_stat"         // {{.Name}}: not a characteristic
)

func userErr(key string, args map[string]any) error { return rules.Errorf(key, args) }

func errUnknownLocation(name string) error {
	return userErr(ErrKeyLocation, map[string]any{"Name": name})
}

func errOneLocation(name string) error {
	return userErr(ErrKeyOneLocation, map[string]any{"Name": name})
}

// errNumber reports an option outside min..max.
func errNumber(option string, lo, hi int) error {
	return userErr(ErrKeyNumber, map[string]any{"Option": option, "Min": lo, "Max": hi})
}

// checkRange validates one numeric option.
func checkRange(option string, v, lo, hi int) error {
	if v < lo || v > hi {
		return errNumber(option, lo, hi)
	}
	return nil
}

// wrapState wraps a corrupt-state error: the user sees a localised key, the
// log keeps the cause.
type stateError struct {
	user  *rules.UserError
	cause error
}

func (e *stateError) Error() string { return fmt.Sprintf("%s: %v", e.user.Error(), e.cause) }
func (e *stateError) Unwrap() []error {
	return []error{e.user, e.cause}
}
