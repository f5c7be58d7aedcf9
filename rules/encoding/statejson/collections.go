package statejson

// Strings reads an array of strings into *dst: null sets it to nil, an
// empty array gives an empty non-nil slice, a null element gives "".
//
// *dst must be nil (a fresh value). encoding/json decodes into a non-nil
// slice's old elements in place, and a null element then keeps the old one;
// rather than copy that, a non-nil destination — a repeated key — is an
// error, and the caller falls back to encoding/json.
func (d *Decoder) Strings(dst *[]string) {
	if !arrayStart(d, dst) {
		return
	}
	out := []string{}
	for d.More() {
		var v string
		d.String(&v)
		out = append(out, v)
	}
	if d.err == nil {
		*dst = out
	}
}

// Ints reads an array of ints into *dst, as Strings does (a null element
// gives 0; *dst must be nil).
func (d *Decoder) Ints(dst *[]int) {
	if !arrayStart(d, dst) {
		return
	}
	out := []int{}
	for d.More() {
		var v int
		d.Int(&v)
		out = append(out, v)
	}
	if d.err == nil {
		*dst = out
	}
}

// arrayStart reads up to an array's first element: false when there is
// nothing more to read (null, which sets *dst to nil, or an error). The
// element loops are written out in Strings and Ints rather than shared
// through a reader func: a method value such as d.String captures d, which
// moves the decoder — and the State a caller decodes into — to the heap.
func arrayStart[T any](d *Decoder, dst *[]T) bool {
	if d.Null() {
		*dst = nil
		return false
	}
	if *dst != nil {
		d.Fail("array decoded twice")
		return false
	}
	return d.Array()
}

// IntMap reads an object of ints into *dst as encoding/json does: null sets
// it to nil; otherwise the entries are added to the map (made if nil), a
// repeated key's last value wins, and a null value stores 0.
func (d *Decoder) IntMap(dst *map[string]int) {
	if d.Null() {
		*dst = nil
		return
	}
	if !d.Object() {
		return
	}
	if *dst == nil {
		*dst = map[string]int{}
	}
	for d.Next() {
		k := string(d.key)
		var v int
		d.Int(&v)
		if d.err != nil {
			return
		}
		(*dst)[k] = v
	}
}
