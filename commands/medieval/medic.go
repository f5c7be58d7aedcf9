package medieval

import (
	"fray/commands"
	"strings"

	"fray/rules"
	"fray/rules/medieval"
)

// medMedic finds who stabilizes patient. «Любой человек (кроме самого
// пациента) может попытаться стабилизировать»: anyone, so the medic need not
// be a fighter. In order:
//   - tech or skill_level given (GM only): a medic outside the fight with
//     those numbers — an NPC doctor — named by medic (default "a medic");
//   - medic names a combatant: that one (the user must act for it);
//   - medic names the user's own stored sheet, or no medic is named: the
//     user's own fighter, else (the user is not in the fight) the sheet.
//
// The patient never treats itself, by combatant or by its sheet's name.
// outside is the reply's line saying where an outside medic's numbers came
// from ("" for a combatant).
func (a *Plugin) medMedic(m *commands.Mut, req *commands.Request, patient *rules.Combatant, o *medieval.StabilizeOptions) (medic *rules.Combatant, outside string, err error) {
	name := strings.TrimSpace(req.Str("medic"))
	loc := req.Locale
	if req.Has("tech") || req.Has("skill_level") {
		if !m.GM {
			return nil, "", rules.Errorf(medieval.ErrKeyMedicNumbersGM, nil)
		}
		if name != "" {
			if c, err := m.Enc.Find(name); err == nil {
				if c.ID == patient.ID {
					return nil, "", rules.Errorf(medieval.ErrKeySelf, nil)
				}
				return nil, "", rules.Errorf(medieval.ErrKeyMedicInFight, map[string]any{"Name": c.Name})
			}
		}
		for _, opt := range []struct {
			name string
			dst  **int
		}{{"tech", &o.TECH}, {"skill_level", &o.SkillLevel}} {
			if !req.Has(opt.name) {
				continue
			}
			v, err := medInt(req, opt.name)
			if err != nil {
				return nil, "", err
			}
			*opt.dst = &v
		}
		if name == "" {
			name = a.I18n().T(loc, "medieval.ui.medic_default", nil)
		}
		return &rules.Combatant{Name: name}, "\n" + a.I18n().T(loc, "medieval.ui.medic_given", map[string]any{"Medic": name}), nil
	}
	if name != "" {
		c, findErr := m.Enc.Find(name)
		if findErr == nil {
			if c.ID == patient.ID {
				return nil, "", rules.Errorf(medieval.ErrKeySelf, nil)
			}
			if !commands.CanAct(m, c) {
				return nil, "", rules.Errorf("combat.err.not_yours", map[string]any{"Name": c.Name})
			}
			return c, "", nil
		}
		// Not a fighter: the user's own stored sheet, when it is the one
		// named and the user has no fighter here.
		if sh, ok := medStoredSheet(m, req); ok && commands.OwnCombatant(m) == nil && strings.EqualFold(strings.TrimSpace(sh.Name), name) {
			return medSheetMedic(a, m, req, patient, sh)
		}
		return nil, "", findErr
	}
	if c := commands.OwnCombatant(m); c != nil {
		return c, "", nil
	}
	if sh, ok := medStoredSheet(m, req); ok {
		return medSheetMedic(a, m, req, patient, sh)
	}
	return nil, "", rules.Errorf(medieval.ErrKeyNoMedic, nil)
}

// medStoredSheet is the user's medieval sheet in this guild, if saved.
func medStoredSheet(m *commands.Mut, req *commands.Request) (rules.Sheet, bool) {
	if m.Tx == nil {
		return rules.Sheet{}, false
	}
	sh, ok, err := m.Tx.Sheet(req.GuildID, req.UserID, medID)
	if err != nil || !ok {
		return rules.Sheet{}, false
	}
	return sh, true
}

// medSheetMedic is the user's stored sheet as an outside medic. A sheet that
// bears the patient's name is the patient («кроме самого пациента»).
func medSheetMedic(a *Plugin, m *commands.Mut, req *commands.Request, patient *rules.Combatant, sh rules.Sheet) (*rules.Combatant, string, error) {
	name := commands.FirstNonEmpty(strings.TrimSpace(sh.Name), req.UserName)
	if strings.EqualFold(name, strings.TrimSpace(patient.Name)) {
		return nil, "", rules.Errorf(medieval.ErrKeySelf, nil)
	}
	return &rules.Combatant{Name: name, Owner: req.UserID, Sheet: sh}, "\n" + a.I18n().T(req.Locale, "medieval.ui.medic_sheet", map[string]any{"Medic": name}), nil
}
